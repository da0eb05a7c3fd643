import ActionLintTestSupport
import Foundation
import XCTest

/// A throwaway Swift package that depends on this one the way a team's does — by URL and
/// version, `.package(url: "file://…/action-lint", from: "0.1.0")`, on a tagged clone — and
/// applies its build-tool plugin to a target holding the seed view, for running `swift build`
/// and `swift package` on it. SwiftPM fetches nothing from the network.
struct PluginPackage {
    let folder: TemporaryFolder
    /// Holds `action-lint/`, the tagged clone the manifest names.
    let upstream: TemporaryFolder
    /// The seed, as the package holds it.
    let seedPath = "Sources/App/AddItemView.swift"

    init(_ testCase: XCTestCase) throws {
        folder = try TemporaryFolder(testCase)
        upstream = try TemporaryFolder(testCase)
        let clone = upstream.url.appendingPathComponent("action-lint")
        try Self.tagSnapshot(of: BuiltTool.packageRoot, at: clone)
        try folder.write("Package.swift", Self.manifest(dependingOn: clone))
        try folder.copySeed(to: seedPath)
        let stub = BuiltTool.packageRoot.appendingPathComponent("Tests/Fixtures/PluginPackage/SwiftUIStub.swift")
        try folder.write("Sources/App/SwiftUIStub.swift", bytes: Array(try Data(contentsOf: stub)))
    }

    /// The package's files as its repository would hold them — those `git ls-files` lists,
    /// tracked or new, with the work tree's content, so uncommitted edits are tested too —
    /// committed in a new repository at `clone` and tagged `0.1.0`.
    static func tagSnapshot(of root: URL, at clone: URL) throws {
        let files = try git(["ls-files", "-z", "--cached", "--others", "--exclude-standard"], in: root)
        let manager = FileManager.default
        // A path is listed once per index stage while a merge is unresolved: copy each once.
        for path in Set(files.split(separator: "\0").map(String.init)).sorted() {
            let source = root.appendingPathComponent(path)
            let target = clone.appendingPathComponent(path)
            guard let attributes = try? manager.attributesOfItem(atPath: source.path) else { continue } // deleted, not staged
            try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            if attributes[.type] as? FileAttributeType == .typeSymbolicLink {
                try manager.createSymbolicLink(atPath: target.path, withDestinationPath: try manager.destinationOfSymbolicLink(atPath: source.path))
            } else {
                try manager.copyItem(at: source, to: target)
            }
        }
        for arguments in [["init", "-q"], ["add", "-A"], ["commit", "-q", "-m", "snapshot"], ["tag", "0.1.0"]] {
            _ = try git(arguments, in: clone)
        }
    }

    /// git with a fixed identity and no user or system configuration; its stdout.
    @discardableResult
    static func git(_ arguments: [String], in folder: URL) throws -> String {
        let environment = ["HOME": folder.path, "GIT_CONFIG_NOSYSTEM": "1", "PATH": "/usr/bin:/bin:/usr/local/bin"]
        let run = try ToolRunner(folder: folder, environment: environment).run(
            executable: "/usr/bin/env", ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "safe.directory=*"] + arguments
        )
        guard run.status == 0 else { throw GitRepository.GitFailure(description: "git \(arguments) in \(folder.path): \(run.stderr)") }
        return run.stdout
    }

    /// The package identity is the URL's last component, `action-lint`, as for the README's
    /// `.package(url:from:)` of the published repository.
    static func manifest(dependingOn clone: URL) -> String {
        let url = clone.absoluteString.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "PluginConsumer",
            dependencies: [.package(url: "\(url)", from: "0.1.0")],
            targets: [
                .target(name: "App", plugins: [.plugin(name: "ActionLintBuildToolPlugin", package: "action-lint")]),
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
    /// the tools again for the command plugins. The shared dependency cache is left alone:
    /// each run's clone has a new URL.
    static let buildFlags = ["--disable-index-store", "-Xswiftc", "-gnone", "--disable-dependency-cache"]

    /// Paths under the package's build folder that end with `suffix`.
    func builtItems(endingWith suffix: String) -> [String] {
        let build = folder.url.appendingPathComponent(".build").path
        let items = FileManager.default.enumerator(atPath: build)?.compactMap { $0 as? String } ?? []
        return items.filter { $0.hasSuffix(suffix) }.sorted()
    }
}
