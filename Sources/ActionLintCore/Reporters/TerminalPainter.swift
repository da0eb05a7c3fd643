/// Wraps text in ANSI styles, or leaves it alone when colour is off (not a terminal, `NO_COLOR`),
/// so reporters build the same strings either way.
struct TerminalPainter: Sendable {
    var enabled: Bool

    func paint(_ text: String, _ style: TerminalStyle) -> String {
        guard enabled, !text.isEmpty else { return text }
        return "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m"
    }
}
