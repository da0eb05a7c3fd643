// A stand-in for Xcode's `XcodeProjectPlugin` module, which only Xcode ships: the declarations
// the build-tool plugin's Xcode side uses, as Apple's documentation gives them, so that Linux can
// type-check that side (`XcodePluginTypeCheckTests`). Bodies are never run.
import Foundation
import PackagePlugin

public protocol XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

public protocol XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws
}

public struct XcodeProject {
    public var displayName: String
    public var directoryURL: URL
    public var targets: [XcodeTarget]
}

public struct XcodePluginContext {
    public var xcodeProject: XcodeProject
    public var pluginWorkDirectoryURL: URL
    public func tool(named name: String) throws -> PluginContext.Tool { fatalError("a stub") }
}

public struct XcodeTarget {
    public var displayName: String
    public var inputFiles: FileList
}
