import ActionLintCore
import ActionLintRules

/// The phases `action-lint-bench` measures on the in-memory corpus, in table order, after the
/// built-in `read` phase (which reads from disk and so is not a `BenchPhase`).
///
/// Each returns a count of what it produced, so the optimizer cannot drop the work. The last
/// phase is the default for `--scaling`.
enum BenchPhases {
    static var all: [BenchPhase] {
        [newlineBaseline, declarations, lex, prefilter, parse, lint]
    }

    /// The byte scan that reads the names of a file no rule wants (`ByteDeclarationScan`).
    static var declarations: BenchPhase {
        BenchPhase(name: "declarations") { bytes in ByteDeclarationScan.nameCount(bytes) }
    }

    static var lex: BenchPhase {
        BenchPhase(name: "lex") { bytes in Lexer.tokenize(bytes).count }
    }

    /// Lexing plus the rules' test whether a file must be parsed at all (`Rule.needsSyntax`);
    /// the work counter is how many files need parsing.
    static var prefilter: BenchPhase {
        let engine = LintEngine(ruleTypes: RuleRegistry.rules, configuration: Configuration())
        return BenchPhase(name: "prefilter") { bytes in
            let source = SourceFile(path: "Bench.swift", bytes: bytes)
            let file = ParsedFile.tokensOnly(source: source, tokens: Lexer.tokenize(bytes))
            return engine.rules.contains { $0.rule.needsSyntax(file, $0.settings) } ? 1 : 0
        }
    }

    /// Lexing plus the shallow parser (types, members, calls, closures, bound reads).
    static var parse: BenchPhase {
        BenchPhase(name: "parse") { bytes in
            let file = ParsedFile(source: SourceFile(path: "Bench.swift", bytes: bytes))
            return file.syntax.closures.count + file.syntax.types.count
        }
    }

    /// Everything one file costs in a lint: line table, lex, parse, every rule, suppressions.
    static var lint: BenchPhase {
        let runner = LintRunner(engine: LintEngine(ruleTypes: RuleRegistry.rules, configuration: Configuration()))
        return BenchPhase(name: "lint") { bytes in
            switch runner.lintOne(LintRunner.Input(path: nil, displayPath: "Bench.swift", bytes: bytes), memberIndex: nil) {
            case let .parsed(findings, _, _), let .unparsed(findings, _): return findings.count + 1
            case .failed: return 0
            }
        }
    }

    /// Not a lexer: a plain byte loop counting newlines. It is the floor any per-byte pass
    /// over the corpus can reach, so the real phases can be read against it.
    static var newlineBaseline: BenchPhase {
        BenchPhase(name: "scan-baseline") { bytes in
            var newlines = 0
            for byte in bytes where byte == 0x0A {
                newlines &+= 1
            }
            return newlines
        }
    }
}
