import PackagePlugin

/// `swift package action-lint [--target NAME]… [action-lint options]`: lints the package's
/// Swift targets and changes nothing, so it needs no permission (and refuses `--fix`).
@main
struct ActionLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try PackageLint.refuseFixes(in: arguments)
        try PackageLint(context: context).run(arguments: arguments)
    }
}
