#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The names a file's bytes declare as stored properties of a function-like type, `let name: (`
/// or `var name: @` (spaces or tabs between), read in one pass over the file the first time a
/// labelled brace asks: a label that is none of them cannot be a view's closure property
/// (`ClosureProperties`, which also wants the type to start so). Leans to yes: the words count
/// in comments and strings too, and whatever byte comes before the keyword.
final class StoredPropertySpelling {
    private let bytes: [UInt8]
    private lazy var names: Set<UInt64> = Self.declaredNames(in: bytes)

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether the file declares a stored property spelled as `name`.
    func isDeclared(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        names.contains(ActionSpelling.hash(name))
    }

    /// The hashes of every `name` of `let name: (…` or `var name: @…`: a property whose type may
    /// be a function's (`(Bool) -> Void`, `((Int) -> Void)?`, `@MainActor () -> Void`). Read from
    /// each `:` back, as colons are far fewer than bytes.
    static func declaredNames(in bytes: [UInt8]) -> Set<UInt64> {
        var names = Set<UInt64>()
        bytes.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            var from = 0
            while from < bytes.count,
                  let found = memchr(base + from, Int32(UInt8(ascii: ":")), bytes.count - from) {
                let colon = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                from = colon + 1
                var type = colon + 1
                while type < bytes.count, bytes[type] == 0x20 || bytes[type] == 0x09 { type += 1 }
                guard type < bytes.count, bytes[type] == UInt8(ascii: "(") || bytes[type] == UInt8(ascii: "@") else {
                    continue
                }
                var end = colon
                while end > 0, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
                var start = end
                while start > 0, ViewMemberBytes.isNameByte[Int(bytes[start - 1])] { start -= 1 }
                var space = start
                while space > 0, bytes[space - 1] == 0x20 || bytes[space - 1] == 0x09 { space -= 1 }
                guard start < end, space < start, space >= 3, isKeyword(endingAt: space, in: bytes) else { continue }
                names.insert(ActionSpelling.hash(UnsafeBufferPointer(rebasing: bytes[start..<end])))
            }
        }
        return names
    }

    /// `let` or `var` ends just before `space`.
    private static func isKeyword(endingAt space: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let word = (bytes[space - 3], bytes[space - 2], bytes[space - 1])
        return word == (UInt8(ascii: "l"), UInt8(ascii: "e"), UInt8(ascii: "t"))
            || word == (UInt8(ascii: "v"), UInt8(ascii: "a"), UInt8(ascii: "r"))
    }
}
