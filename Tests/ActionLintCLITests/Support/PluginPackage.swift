import ActionLintTestSupport
import Foundation
import XCTest

/// A throwaway Swift package that depends on this one by path and applies its build-tool plugin
/// to a target holding the seed view, for running `swift build` and `swift package` on it the
/// way a team adopting action-lint would. Its only dependency is a local path, so SwiftPM
/// fetches nothing.
struct PluginPackage {
    let folder: TemporaryFolder
    /// The seed, as the package holds it.
    let seedPath = "Sources/App/AddItemView.swift"

    init(_ testCase: XCTestCase) throws {
        folder = try TemporaryFolder(testCase)
        try folder.write("Package.swift", Self.manifest)
        try folder.copySeed(to: seedPath)
        let stub = BuiltTool.packageRoot.appendingPathComponent("Tests/Fixtures/PluginPackage/SwiftUIStub.swift")
        try folder.write("Sources/App/SwiftUIStub.swift", bytes: Array(try Data(contentsOf: stub)))
    }

    /// SwiftPM names a path dependency after its folder (lowercased), whatever the checkout is called.
    static var dependencyIdentity: String { BuiltTool.packageRoot.lastPathComponent.lowercased() }

    static var manifest: String {
        let root = BuiltTool.packageRoot.path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "PluginConsumer",
            dependencies: [.package(path: "\(root)")],
            targets: [
                .target(name: "App", plugins: [.plugin(name: "ActionLintBuildToolPlugin", package: "\(dependencyIdentity)")]),
            ]
        )

        """
    }

    /// `swift build ARGUMENTS…` or `swift package ARGUMENTS…` in the package. The environment is
    /// this process's (SwiftPM needs `PATH` and `HOME`) without the variables that would change
    /// action-lint's output.
    func swift(_ command: String, _ arguments: [String] = []) throws -> ToolRun {
        var environment = ProcessInfo.processInfo.environment
        for name in ["GITHUB_ACTIONS", "NO_COLOR"] { environment[name] = nil }
        let runner = ToolRunner(folder: folder.url, environment: environment)
        return try runner.run(executable: "/usr/bin/env", ["swift", command] + Self.buildFlags + arguments)
    }

    /// This package's own `swift package describe --type json`, its targets by name. The
    /// scratch folder is the throwaway package's: the tests' own build folder is in use.
    func describeThisPackage() throws -> [String: [String: Any]] {
        let run = try swift("package", ["--package-path", BuiltTool.packageRoot.path,
                                        "--scratch-path", folder.url.appendingPathComponent(".build-described").path,
                                        "describe", "--type", "json"])
        let document = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let targets = document?["targets"] as? [[String: Any]] ?? []
        return Dictionary(targets.map { (($0["name"] as? String) ?? "", $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// No index store and no debug info: a quarter less compiling for the one build of this
    /// package the steps share. Every command passes the same flags, or SwiftPM would build
    /// the tools again for the command plugins.
    static let buildFlags = ["--disable-index-store", "-Xswiftc", "-gnone"]

    /// Paths under the package's build folder that end with `suffix`.
    func builtItems(endingWith suffix: String) -> [String] {
        let build = folder.url.appendingPathComponent(".build").path
        let items = FileManager.default.enumerator(atPath: build)?.compactMap { $0 as? String } ?? []
        return items.filter { $0.hasSuffix(suffix) }.sorted()
    }
}
