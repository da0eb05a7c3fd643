/// What runs a file's lint: here the `action-lint-build-step` built from source. The binary
/// plugins (Plugins/Binary) hold their own copy of this file naming `action-lint build-step`.
enum BuildStep {
    static let toolName = "action-lint-build-step"
    static let leadingArguments: [String] = []
}
