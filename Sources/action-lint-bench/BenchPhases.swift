import ActionLintCore

/// The phases `action-lint-bench` measures on the in-memory corpus, in table order, after the
/// built-in `read` phase (which reads from disk and so is not a `BenchPhase`).
///
/// ─── INTEGRATOR: extend `all` here ───────────────────────────────────────────────────────
/// * lex: delete the `#if ACTION_LINT_HAS_LEXER` / `#endif` lines once `Lexer.tokenize(_:)`
///   is in ActionLintCore. The code inside an inactive `#if` is parsed but not type-checked,
///   which is what lets this branch build before the lexer lands.
/// * parse and lint: append them the same way, each returning a count of what it produced.
/// The last phase of `all` is the default for `--scaling`.
/// ─────────────────────────────────────────────────────────────────────────────────────────
enum BenchPhases {
    static var all: [BenchPhase] {
        var phases: [BenchPhase] = [newlineBaseline]
        #if ACTION_LINT_HAS_LEXER
        phases.append(BenchPhase(name: "lex") { bytes in Lexer.tokenize(bytes).count })
        #endif
        // phases.append(BenchPhase(name: "parse") { bytes in … })
        // phases.append(BenchPhase(name: "lint") { bytes in … })
        return phases
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
