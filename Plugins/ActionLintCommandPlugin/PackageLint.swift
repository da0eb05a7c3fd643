import Foundation
import PackagePlugin

/// Runs the `action-lint` built from source on a package's Swift targets — every one, or those
/// named with `--target NAME` (repeatable) — from the package's folder, so its
/// `.action-lint.json` applies and paths are shown relative to it. The other arguments are
/// passed to `action-lint` as they are (`--strict`, `--reporter sarif`, …).
///
/// Shared by the lint and fix command plugins: `Plugins/ActionLintFixCommandPlugin` holds a
/// symbolic link to this file (a plugin cannot depend on another target's code).
struct PackageLint {
    let context: PluginContext

    /// `leadingArguments` come before the user's: `--fix` for the fix plugin.
    func run(arguments: [String], leadingArguments: [String] = []) throws {
        var extractor = ArgumentExtractor(arguments)
        let folders = try targetFolders(named: extractor.extractOption(named: "target"))
        guard !folders.isEmpty else {
            Diagnostics.warning("action-lint: the package has no Swift targets to lint")
            return
        }
        let process = Process()
        process.executableURL = try context.tool(named: "action-lint").url
        // Absolute paths never read as a flag; the tool still shows them relative to the package.
        process.arguments = leadingArguments + extractor.remainingArguments + folders
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw Failure(status: process.terminationStatus)
        }
    }

    /// The folders of the named targets (all Swift targets when none is named), a folder inside
    /// another one left out so no file is linted twice.
    func targetFolders(named names: [String]) throws -> [String] {
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        var folders: [String] = []
        for target in targets {
            guard let module = target as? SwiftSourceModuleTarget else {
                if !names.isEmpty { throw NotSwift(target: target.name) }
                continue
            }
            folders.append(module.directoryURL.standardizedFileURL.path)
        }
        let unique = Set(folders).sorted()
        return unique.filter { folder in !unique.contains { folder.hasPrefix($0 + "/") } }
    }

    /// `action-lint` failed: findings that fail the run (1) or an error it already printed (2).
    struct Failure: Error, CustomStringConvertible {
        let status: Int32
        var description: String { "action-lint exited with status \(status)" }
    }

    struct NotSwift: Error, CustomStringConvertible {
        let target: String
        var description: String { "target '\(target)' has no Swift sources to lint" }
    }
}
