import ActionLintCore

/// How a file writes code, for the text a fix inserts: its indentation unit and line ending.
struct FileLayout {
    var indentation: IndentationStyle
    var lineEnding: String

    /// What the text of fixes uses when no one reads it (`RuleContext.needsFixEdits` false).
    static let unread = FileLayout(indentation: IndentationStyle(unit: "    "), lineEnding: "\n")

    static func detect(in file: SourceFile) -> FileLayout {
        FileLayout(indentation: IndentationStyle.detect(in: file), lineEnding: lineEnding(of: file))
    }

    /// The line ending of the file's first line; `\n` for a file of one line.
    static func lineEnding(of file: SourceFile) -> String {
        guard let newline = file.bytes.firstIndex(of: UInt8(ascii: "\n")) else { return "\n" }
        return newline > 0 && file.bytes[newline - 1] == UInt8(ascii: "\r") ? "\r\n" : "\n"
    }
}
