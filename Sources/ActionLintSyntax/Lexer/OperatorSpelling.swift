/// What an operator's spelling says of it.
public enum OperatorSpelling {
    /// `+=`, `-=`, `&&=`, `??=`: an operator ending in `=` that is no comparison (`==`, `!=`, `<=`,
    /// `>=`, `===`, `!==`); it assigns to its left operand. Plain `=` is a token of its own kind.
    public static func isCompoundAssignment<Text: StringProtocol>(_ text: Text) -> Bool {
        guard text.utf8.count >= 2, text.hasSuffix("=") else { return false }
        switch text {
        case "==", "!=", "<=", ">=", "===", "!==": return false
        default: return true
        }
    }
}
