import PackagePlugin

/// `swift package --allow-writing-to-package-directory action-lint-fix [--target NAME]…
/// [action-lint options]`: applies the safe fixes to the package's Swift targets in place.
@main
struct ActionLintFixCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try PackageLint(context: context).run(arguments: arguments, leadingArguments: ["--fix"])
    }
}
