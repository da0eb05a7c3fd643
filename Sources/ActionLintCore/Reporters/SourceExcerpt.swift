/// One source line under a gutter of line numbers, with a caret under a column:
///
///        |
///     12 |         Button("Add") { store.add(title) }
///        |                       ^
struct SourceExcerpt: Sendable {
    var lineNumber: Int
    /// The line's text without its line break.
    var text: String
    /// 1-based, in Unicode scalars (as `SourcePosition.column`).
    var column: Int

    /// The three lines, each ending with a newline. `gutterWidth` is the number of digits of the
    /// largest line number shown with this one, so that the `|` rules of a finding line up.
    func render(gutterWidth: Int, painter: TerminalPainter, caretStyle: TerminalStyle) -> String {
        let digits = String(lineNumber)
        let number = String(repeating: " ", count: max(0, gutterWidth - digits.count)) + digits
        let blank = String(repeating: " ", count: max(gutterWidth, digits.count))
        let shown = SourceExcerpt.printable(text)
        var output = painter.paint(blank + " |", .gutter) + "\n"
        output += painter.paint(number + " |", .gutter) + (shown.isEmpty ? "" : " " + shown) + "\n"
        output += painter.paint(blank + " |", .gutter) + " " + caretPadding(shown) + painter.paint("^", caretStyle) + "\n"
        return output
    }

    /// Whitespace that puts the caret under `column`. Tabs are copied rather than replaced by a
    /// space because the terminal expands them the same way on both lines, whatever its tab width.
    private func caretPadding(_ line: String) -> String {
        var padding: [UInt8] = []
        padding.reserveCapacity(max(column - 1, 0))
        var scalars = line.unicodeScalars.makeIterator()
        for _ in 1..<max(column, 1) {
            let scalar = scalars.next()
            padding.append(scalar == "\t" ? UInt8(ascii: "\t") : UInt8(ascii: " "))
        }
        return String(decoding: padding, as: UTF8.self)
    }

    /// Control characters other than tab become U+FFFD: a source file must not be able to send
    /// escape sequences to the user's terminal. One scalar replaces one, so columns still match.
    private static func printable(_ text: String) -> String {
        // Those controls are ASCII bytes, which no other scalar's UTF-8 contains: a line without
        // them (nearly every one) is returned as it is, not rebuilt scalar by scalar.
        guard text.utf8.contains(where: { $0 < 0x20 && $0 != UInt8(ascii: "\t") || $0 == 0x7F }) else { return text }
        var output = ""
        for scalar in text.unicodeScalars {
            let isControl = scalar.value < 0x20 && scalar != "\t" || scalar.value == 0x7F
            output.unicodeScalars.append(isControl ? "\u{FFFD}" : scalar)
        }
        return output
    }
}
