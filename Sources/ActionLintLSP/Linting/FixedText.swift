import ActionLintCore

/// A fixed text, and when it is one round of fixes, their edits (byte ranges of the original).
struct FixedText {
    var bytes: [UInt8]
    var edits: [Edit]?
}
