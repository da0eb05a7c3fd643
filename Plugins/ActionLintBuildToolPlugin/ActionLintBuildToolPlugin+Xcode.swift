#if canImport(XcodeProjectPlugin)
import PackagePlugin
import XcodeProjectPlugin

/// The same for a target of an Xcode project (Build Phases › Run Build Tool Plug-ins). Xcode's
/// target has no folder of its own, so every folder from a file's up to the project's is
/// watched through the inputs (see `ConfigurationInputs`).
extension ActionLintBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        var commands = LintBuildCommands(
            step: try context.tool(named: BuildStep.toolName).url,
            workFolder: context.pluginWorkDirectoryURL,
            root: context.xcodeProject.directoryURL,
            watchedFolder: nil
        )
        let sources = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }
        return commands.commands(for: sources.map(\.url))
    }
}
#endif
