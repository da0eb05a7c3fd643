/// For scans that read code from its bytes without lexing it (the lint's declaration reader):
/// whether a `/` spaced as a binary operator right after the name `word` may open a regex
/// literal, as the lexer decides it — `word` is a keyword after which an expression may start
/// (`return`, `case`, `in`), not one that ends one (`self`, `true`).
public enum RegexPosition {
    public static func mayFollow(word: UnsafeBufferPointer<UInt8>) -> Bool {
        // The keyword table reads 16 bytes of a name: a padded copy. No keyword is that long.
        guard word.count < KeywordTable.maxLength else { return false }
        var padded = (UInt64(0), UInt64(0))
        return withUnsafeMutableBytes(of: &padded) { raw in
            for (offset, byte) in word.enumerated() { raw[offset] = byte }
            let table = KeywordTable.shared
            let entry = table.entry(raw.baseAddress!.assumingMemoryBound(to: UInt8.self), length: word.count)
            return table.kind(entry) == .keyword && !table.endsExpression(entry)
        }
    }
}
