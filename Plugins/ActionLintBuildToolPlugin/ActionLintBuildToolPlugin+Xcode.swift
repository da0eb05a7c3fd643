#if canImport(XcodeProjectPlugin)
import PackagePlugin
import XcodeProjectPlugin

/// The same for a target of an Xcode project (Build Phases › Run Build Tool Plug-ins); the
/// project's folder plays the package's part in finding `.action-lint.json`.
extension ActionLintBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let commands = LintBuildCommands(
            step: try context.tool(named: "action-lint-build-step").url,
            workFolder: context.pluginWorkDirectoryURL,
            root: context.xcodeProject.directoryURL
        )
        let sources = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }
        return commands.commands(for: sources.map(\.url))
    }
}
#endif
