/// An old-style (OpenStep) property list, the format of an Xcode `project.pbxproj`:
/// `{ key = value; }`, `( a, b, )`, strings quoted (`"<group>"`) or bare (`sourcecode.swift`),
/// `<hex data>`, and `/* comments */` or `// comments` anywhere between them.
indirect enum OpenStepPlist {
    case string(String)
    case array([OpenStepPlist])
    case dictionary([String: OpenStepPlist])

    var string: String? {
        if case let .string(text) = self { return text }
        return nil
    }

    var array: [OpenStepPlist]? {
        if case let .array(values) = self { return values }
        return nil
    }

    var dictionary: [String: OpenStepPlist]? {
        if case let .dictionary(entries) = self { return entries }
        return nil
    }

    /// The strings of an array value (`children = (A1, A2);`); non-strings dropped.
    var strings: [String] { array?.compactMap(\.string) ?? [] }

    /// The list `bytes` hold; nil when they are not one (only trivia may follow it).
    static func parse(_ bytes: [UInt8]) -> OpenStepPlist? {
        var reader = OpenStepReader(bytes: bytes)
        guard let value = reader.value(depth: 0), reader.skipTrivia(), reader.index == bytes.count else { return nil }
        return value
    }
}

/// The recursive descent of `OpenStepPlist.parse`: each step answers nil on bytes it cannot read.
private struct OpenStepReader {
    let bytes: [UInt8]
    var index = 0

    /// Deeper nesting is refused rather than followed (a project nests five levels at most).
    static let maximumDepth = 64

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func value(depth: Int) -> OpenStepPlist? {
        guard depth < Self.maximumDepth, skipTrivia(), index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "{"): return dictionary(depth: depth)
        case UInt8(ascii: "("): return array(depth: depth)
        case UInt8(ascii: "\""): return quoted().map(OpenStepPlist.string)
        case UInt8(ascii: "<"): return data().map(OpenStepPlist.string)
        default: return bare().map(OpenStepPlist.string)
        }
    }

    private mutating func dictionary(depth: Int) -> OpenStepPlist? {
        index += 1
        var entries: [String: OpenStepPlist] = [:]
        while true {
            guard skipTrivia(), index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .dictionary(entries)
            }
            guard let key = value(depth: depth + 1)?.string, take("="), let entry = value(depth: depth + 1), take(";") else { return nil }
            entries[key] = entry
        }
    }

    private mutating func array(depth: Int) -> OpenStepPlist? {
        index += 1
        var values: [OpenStepPlist] = []
        while true {
            guard skipTrivia(), index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: ")") {
                index += 1
                return .array(values)
            }
            guard let element = value(depth: depth + 1) else { return nil }
            values.append(element)
            // A comma after every element, the last one's optional.
            guard skipTrivia(), index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: ",") { index += 1 } else if bytes[index] != UInt8(ascii: ")") { return nil }
        }
    }

    /// `"…"` with the escapes Xcode writes (`\"`, `\\`, `\n`, `\t`); any other escaped byte is kept.
    private mutating func quoted() -> String? {
        index += 1
        var text: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\"") { return String(decoding: text, as: UTF8.self) }
            guard byte == UInt8(ascii: "\\") else {
                text.append(byte)
                continue
            }
            guard index < bytes.count else { return nil }
            let escaped = bytes[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "n"): text.append(0x0A)
            case UInt8(ascii: "t"): text.append(0x09)
            default: text.append(escaped)
            }
        }
        return nil
    }

    /// `<0fbd 7a>`: kept as its text (no project file this reader serves needs the bytes).
    private mutating func data() -> String? {
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
        guard index < bytes.count else { return nil }
        index += 1
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// A bare word: letters, digits and `_$+/:.-`.
    private mutating func bare() -> String? {
        let start = index
        while index < bytes.count, Self.isBareByte(bytes[index]) { index += 1 }
        return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
    }

    static func isBareByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
             UInt8(ascii: "-"): true
        default: false
        }
    }

    /// Consumes `symbol` after trivia; false when something else stands there.
    private mutating func take(_ symbol: Character) -> Bool {
        guard skipTrivia(), index < bytes.count, bytes[index] == symbol.asciiValue! else { return false }
        index += 1
        return true
    }

    /// Skips white space and comments; false on a comment left open.
    mutating func skipTrivia() -> Bool {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                guard index + 1 < bytes.count else { return false }
                index += 2
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            } else {
                return true
            }
        }
        return true
    }
}
