import ActionLintCore

/// Where a file puts the `{` of its declarations: at the end of the line (`struct A: View {`)
/// or alone on the next line (Allman). The extracted member and a new extension follow it.
enum BraceStyle: Equatable {
    case sameLine
    case allman

    /// Allman when most type and member declarations of the file open their body on a line of
    /// its own.
    static func detect(in file: ParsedFile) -> BraceStyle {
        let braces = file.syntax.types.compactMap(\.leftBrace) + file.syntax.members.map(\.leftBrace)
        let alone = braces.filter { startsItsLine($0, in: file) }.count
        return alone * 2 > braces.count ? .allman : .sameLine
    }

    static func startsItsLine(_ brace: Int, in file: ParsedFile) -> Bool {
        let offset = file.offset(brace)
        let lineStart = file.source.lineStarts[file.source.line(of: offset) - 1]
        return IndentationStyle.indentationEnd(in: lineStart..<offset, of: file.source.bytes) == offset
    }
}
