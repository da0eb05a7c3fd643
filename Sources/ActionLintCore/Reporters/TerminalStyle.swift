/// The ANSI SGR styles the human reporter uses, named by role so the palette lives in one place.
enum TerminalStyle: String, Sendable {
    case bold = "1"
    /// Warnings: bold yellow.
    case warning = "1;33"
    /// Errors: bold red.
    case error = "1;31"
    /// `note:` and `help:` labels and the carets under related sites: bold cyan.
    case note = "1;36"
    /// Line numbers and the `|` rule: bold blue, so source text stands out from decoration.
    case gutter = "1;34"

    init(_ severity: Severity) {
        switch severity {
        case .warning: self = .warning
        case .error: self = .error
        }
    }
}
