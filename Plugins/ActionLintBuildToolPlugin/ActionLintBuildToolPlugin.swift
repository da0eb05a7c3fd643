import PackagePlugin

/// Lints a target's Swift files as part of every build (`plugins: [.plugin(name:
/// "ActionLintBuildToolPlugin", package: …)]`); findings show as compiler warnings.
@main
struct ActionLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SwiftSourceModuleTarget else { return [] }
        var commands = LintBuildCommands(
            step: try context.tool(named: BuildStep.toolName).url,
            workFolder: context.pluginWorkDirectoryURL,
            root: context.package.directoryURL,
            watchedFolder: module.directoryURL
        )
        return commands.commands(for: module.sourceFiles(withSuffix: "swift").map(\.url))
    }
}
