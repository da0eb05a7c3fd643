import ActionLintCore
import ActionLintRules

/// Lints and fixes Swift source held in strings, through the same engine the command uses.
enum LintHarness {
    static func engine(_ configuration: Configuration = Configuration()) -> LintEngine {
        LintEngine(ruleTypes: RuleRegistry.rules, configuration: configuration)
    }

    static func parse(_ code: String, path: String = "Test.swift") -> ParsedFile {
        ParsedFile(source: SourceFile(path: path, text: code))
    }

    /// Findings of every enabled rule, suppressions applied.
    static func findings(_ code: String, configuration: Configuration = Configuration(), path: String = "Test.swift") -> [Finding] {
        let file = parse(code, path: path)
        return engine(configuration).lint(file, memberIndex: MemberIndex(syntax: file.syntax))
    }

    /// The text `--fix` produces (the input when nothing applies), and the refusal if any.
    static func fixed(_ code: String, configuration: Configuration = Configuration(), unsafe: Bool = false,
                      path: String = "Test.swift") -> (text: String, refusal: String?, remaining: [Finding]) {
        let fixer = FileFixer(engine: engine(configuration), allowUnsafe: unsafe)
        let outcome = fixer.fix(path: path, bytes: Array(code.utf8), memberIndex: MemberIndex())
        return (String(decoding: outcome.fixed, as: UTF8.self), outcome.refusal, outcome.remaining)
    }

    /// Splits `↓` markers out of an example: the code without them and their byte offsets.
    static func markers(in code: String) -> (code: String, offsets: [Int]) {
        var bytes: [UInt8] = []
        var offsets: [Int] = []
        let marker = Array("↓".utf8)
        let input = Array(code.utf8)
        var index = 0
        while index < input.count {
            if index + marker.count <= input.count, Array(input[index..<(index + marker.count)]) == marker {
                offsets.append(bytes.count)
                index += marker.count
            } else {
                bytes.append(input[index])
                index += 1
            }
        }
        return (String(decoding: bytes, as: UTF8.self), offsets)
    }
}
