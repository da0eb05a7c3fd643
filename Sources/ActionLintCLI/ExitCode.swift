import ActionLintCore

/// 0: nothing at failing severity; 1: findings that fail the run; 2: usage, config or I/O error.
enum ExitCode {
    /// Errors always fail; warnings fail with `--strict`.
    static func forFindings(_ findings: [Finding], strict: Bool) -> Int32 {
        // Only the severities are read: a closure over whole findings copied each one.
        findings.lazy.map(\.severity).contains { $0 == .error || strict } ? 1 : 0
    }
}
