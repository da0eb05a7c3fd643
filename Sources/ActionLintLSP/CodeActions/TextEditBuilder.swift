import ActionLintCore

/// The LSP `TextEdit`s that turn a document's text into a fixed text: the changed lines of a
/// line diff, each narrowed to the bytes that differ, so that the editor keeps the cursor and
/// marks on untouched text. Applied to the document (all ranges refer to the original text,
/// as the specification says), they give the fixed text byte for byte.
struct TextEditBuilder {
    let converter: PositionConverter

    /// The fix's own edits when there are (one round of fixes), else the diff of the texts.
    func edits(_ fixed: FixedText) -> [JSONValue] {
        guard let edits = fixed.edits else { return edits(to: fixed.bytes) }
        return edits.map { edit in
            .object([(key: "range", value: converter.range(edit.range)), (key: "newText", value: .string(edit.replacement))])
        }
    }

    func edits(to fixed: [UInt8]) -> [JSONValue] {
        let original = converter.file.bytes
        return UnifiedDiff.changes(old: original, new: fixed).map { change in
            let (old, new) = Self.narrowed(change, original, fixed)
            return .object([
                (key: "range", value: converter.range(old)),
                (key: "newText", value: .string(String(decoding: fixed[new], as: UTF8.self))),
            ])
        }
    }

    /// The change without the bytes its two sides share at the start and at the end. A cut
    /// never falls inside a UTF-8 sequence or between `\r` and `\n`: there, no position could
    /// name it.
    static func narrowed(_ change: UnifiedDiff.Change, _ old: [UInt8], _ new: [UInt8]) -> (Range<Int>, Range<Int>) {
        var prefix = 0
        while prefix < change.old.count, prefix < change.new.count,
              old[change.old.lowerBound + prefix] == new[change.new.lowerBound + prefix] {
            prefix += 1
        }
        while prefix > 0, !(isBoundary(old, change.old.lowerBound + prefix) && isBoundary(new, change.new.lowerBound + prefix)) {
            prefix -= 1
        }
        var suffix = 0
        while suffix < change.old.count - prefix, suffix < change.new.count - prefix,
              old[change.old.upperBound - 1 - suffix] == new[change.new.upperBound - 1 - suffix] {
            suffix += 1
        }
        while suffix > 0, !(isBoundary(old, change.old.upperBound - suffix) && isBoundary(new, change.new.upperBound - suffix)) {
            suffix -= 1
        }
        return ((change.old.lowerBound + prefix)..<(change.old.upperBound - suffix),
                (change.new.lowerBound + prefix)..<(change.new.upperBound - suffix))
    }

    /// Whether a position can stand between `bytes[offset - 1]` and `bytes[offset]`.
    static func isBoundary(_ bytes: [UInt8], _ offset: Int) -> Bool {
        guard offset > 0, offset < bytes.count else { return true }
        if bytes[offset] & 0xC0 == 0x80 { return false }
        return !(bytes[offset - 1] == UInt8(ascii: "\r") && bytes[offset] == UInt8(ascii: "\n"))
    }
}
