/// Accumulates Swift source line by line with four-space indentation. It counts lines as it
/// goes so the generators can keep adding declarations until a file reaches its target size.
final class SourceWriter {
    private(set) var text = ""
    private(set) var lineCount = 0
    private var depth: Int
    /// Whether the last line closed a block, so a following modifier belongs at the brace's level.
    private var lastLineClosedBlock = false
    /// Whether the last line ended a modifier, and that modifier's extra indentation: the
    /// rest of a chain lines up with its first modifier.
    private var lastLineEndedModifier = false
    private var modifierOffset = 0

    init(depth: Int = 0) {
        self.depth = depth
    }

    /// One line at the current depth; an empty string gives a blank line with no trailing spaces.
    func line(_ content: String) {
        if !content.isEmpty {
            text += String(repeating: "    ", count: depth)
            text += content
        }
        text += "\n"
        lineCount += 1
        lastLineClosedBlock = false
        lastLineEndedModifier = false
    }

    func lines(_ contents: [String]) {
        contents.forEach(line)
    }

    /// Writes an opening line (which carries its own `{`) and indents what follows.
    func open(_ content: String) {
        line(content)
        depth += 1
    }

    /// Outdents and writes the closing line, `}` unless told otherwise (`})`, `} label: {`, …).
    func close(_ content: String = "}") {
        depth -= 1
        line(content)
        lastLineClosedBlock = true
    }

    /// Writes a line one level out that both closes and opens a block: `} else {`, `} label: {`.
    func reopen(_ content: String) {
        depth -= 1
        line(content)
        depth += 1
    }

    /// A modifier line: one level under a one-line view, at the brace's level after a block,
    /// which is how Xcode formats a modifier chain.
    func modifier(_ content: String) {
        asModifier { line(content) }
    }

    /// Runs `body`, which writes one modifier, at the indentation `modifier(_:)` would use.
    func asModifier(_ body: () -> Void) {
        let offset = lastLineEndedModifier ? modifierOffset : (lastLineClosedBlock ? 0 : 1)
        depth += offset
        body()
        depth -= offset
        modifierOffset = offset
        lastLineEndedModifier = true
    }

    /// Runs `body` one level deeper without writing braces.
    func indented(_ body: () -> Void) {
        depth += 1
        body()
        depth -= 1
    }

    /// Opens, runs `body` one level deeper, and closes: keeps the generators' braces balanced.
    func block(_ opener: String, closer: String = "}", _ body: () -> Void) {
        open(opener)
        body()
        close(closer)
    }

    /// Appends text written by another writer (which tracked its own indentation).
    func append(_ other: SourceWriter) {
        text += other.text
        lineCount += other.lineCount
    }

    var currentDepth: Int { depth }
}
