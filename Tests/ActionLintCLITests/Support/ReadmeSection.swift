import ActionLintTestSupport
import Foundation

/// Pieces of README.md that tests run, so the documented recipes cannot drift from the tool.
enum ReadmeSection {
    static func text() throws -> String {
        try String(contentsOf: BuiltTool.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    }

    /// The text from `heading` to the next heading of the same or a higher level.
    static func section(_ heading: String, in readme: String) -> String {
        guard let start = readme.range(of: "\n\(heading)\n") else { return "" }
        let level = heading.prefix { $0 == "#" }.count
        let rest = readme[start.upperBound...]
        let lines = rest.split(separator: "\n", omittingEmptySubsequences: false)
        // `# comment` lines inside fenced code (shell scripts) are not headings.
        var inFence = false
        let end = lines.firstIndex { line in
            if line.hasPrefix("```") { inFence.toggle() }
            let hashes = line.prefix { $0 == "#" }.count
            return !inFence && hashes > 0 && hashes <= level && line.dropFirst(hashes).hasPrefix(" ")
        } ?? lines.endIndex
        return lines[..<end].joined(separator: "\n")
    }

    /// The contents of the first fenced code block in `text`.
    static func firstCodeBlock(_ text: String) -> String {
        let parts = text.components(separatedBy: "```")
        guard parts.count >= 3 else { return "" }
        return parts[1].split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).last.map(String.init) ?? ""
    }

    /// The arguments of every `action-lint` invocation in `text` (any path before the name),
    /// split at spaces: the recipes use no quoting.
    static func invocations(_ text: String) -> [[String]] {
        text.split(separator: "\n").compactMap { line in
            guard let range = line.range(of: "action-lint --") else { return nil }
            let arguments = line[line.index(range.lowerBound, offsetBy: "action-lint ".count)...]
            let beforeComment = arguments.components(separatedBy: " #").first ?? ""
            return beforeComment.split(separator: " ").map(String.init)
        }
    }
}
