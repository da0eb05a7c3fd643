/// What every reporter says about the seed fixture (`Tests/Fixtures/Demo/AddItemView.swift`):
/// the Button's action (line 19) repeats the TextField's `onCommit:` (line 9).
enum SeedFinding {
    static let message = "The `Button` action repeats the `TextField(onCommit:)` action at line 9, "
        + "apart from a leading `guard` or wrapping `if`; extract it into a method such as `addItem()` "
        + "and pass it to both `TextField(onCommit:)` and `Button`"
    static let related = "also here: the `TextField(onCommit:)` action"
    static let fixTitle = "Extract the duplicated action into a method `addItem()`"
    static let fingerprint = "52721997a9af042d"

    /// The two `xcode` lines for the seed at `path`.
    static func xcode(_ path: String) -> String {
        "\(path):19:27: warning: \(message) [duplicate-action-closure]\n\(path):9:27: note: \(related)\n"
    }
}
