@testable import ActionLintSyntax

/// A token as tests compare it: its kind and its text. Text is decoded leniently so that
/// tokens of invalid UTF-8 still print; exactness is checked on bytes by the round-trip.
struct Lexeme: Equatable, CustomStringConvertible {
    let kind: TokenKind
    let text: String

    init(_ kind: TokenKind, _ text: String) {
        self.kind = kind
        self.text = text
    }

    var description: String { "(\(kind), \(String(reflecting: text)))" }
}
