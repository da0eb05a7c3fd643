/// How serious a finding is. `error` fails a run by default; `warning` fails it with `--strict`.
public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}
