import ActionLintCore

/// How a file writes code, for the text a fix inserts: its indentation unit, line ending and
/// where its declarations put their `{`.
struct FileLayout {
    var indentation: IndentationStyle
    var lineEnding: String
    var braceStyle: BraceStyle = .sameLine
    /// The longest line the file has, in bytes: a rewritten call site longer than that is
    /// wrapped as the file wraps (`Int.max` when no one reads the text).
    var longestLine = Int.max

    /// What the text of fixes uses when no one reads it (`RuleContext.needsFixEdits` false).
    static let unread = FileLayout(indentation: IndentationStyle(unit: "    "), lineEnding: "\n")

    /// The layout a fix's text follows: detected once per file, by the first fix whose edits are
    /// read (`cached`); `unread` when no one reads them, as the text then decides nothing.
    static func forFix(in file: ParsedFile, writesEdits: Bool, cached: inout FileLayout?) -> FileLayout {
        guard writesEdits else { return unread }
        let layout = cached ?? detect(in: file)
        cached = layout
        return layout
    }

    static func detect(in file: ParsedFile) -> FileLayout {
        FileLayout(indentation: IndentationStyle.detect(in: file.source), lineEnding: lineEnding(of: file.source),
                   braceStyle: BraceStyle.detect(in: file), longestLine: longestLine(of: file.source))
    }

    static func longestLine(of file: SourceFile) -> Int {
        let starts = file.lineStarts
        var longest = 0
        for (index, start) in starts.enumerated() {
            let end = index + 1 < starts.count ? starts[index + 1] : file.bytes.count
            longest = max(longest, end - start - 1)
        }
        return longest
    }

    /// The line ending of the file's first line; `\n` for a file of one line.
    static func lineEnding(of file: SourceFile) -> String {
        guard let newline = file.bytes.firstIndex(of: UInt8(ascii: "\n")) else { return "\n" }
        return newline > 0 && file.bytes[newline - 1] == UInt8(ascii: "\r") ? "\r\n" : "\n"
    }
}
