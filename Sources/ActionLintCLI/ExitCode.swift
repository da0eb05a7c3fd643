import ActionLintCore

/// 0: nothing at failing severity; 1: findings that fail the run; 2: usage, config or I/O error.
enum ExitCode {
    /// Errors always fail; warnings fail with `--strict`.
    static func forFindings(_ findings: [Finding], strict: Bool) -> Int32 {
        findings.contains { $0.severity == .error || strict } ? 1 : 0
    }
}
