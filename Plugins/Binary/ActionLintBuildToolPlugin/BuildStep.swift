/// What runs a file's lint: the bundle's one `action-lint` executable, through its `build-step`
/// subcommand (the source plugins run `action-lint-build-step`, which does the same).
enum BuildStep {
    static let toolName = "action-lint"
    static let leadingArguments = ["build-step"]
}
