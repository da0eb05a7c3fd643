/// Rewrites of a rule example that must change what a rule reports in a known way.
enum ExampleVariants {
    /// The code as the text of a block comment: nothing in it is code any more.
    static func inBlockComment(_ code: String) -> String {
        "/*\n" + code + "\n*/\n"
    }

    /// The code as the contents of a raw multi-line string literal (raw, so `\(` and `"""`
    /// inside stay text).
    static func inRawString(_ code: String) -> String {
        "let s = #\"\"\"\n" + code + "\n\"\"\"#\n"
    }

    /// The code with `line` inserted before the line holding byte `offset`; also returns how
    /// many bytes were inserted and where.
    static func inserting(_ line: String, beforeLineOf offset: Int, in code: String) -> (code: String, at: Int, length: Int) {
        var bytes = Array(code.utf8)
        var lineStart = offset
        while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        let inserted = Array((line + "\n").utf8)
        bytes.insert(contentsOf: inserted, at: lineStart)
        return (String(decoding: bytes, as: UTF8.self), lineStart, inserted.count)
    }
}
