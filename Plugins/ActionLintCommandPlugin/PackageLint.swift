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
            throw Failure(status: process.terminationStatus, signalled: process.terminationReason != .exit)
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

    /// The lint plugin has no permission to write, and on Linux SwiftPM has no sandbox to stop
    /// a tool that writes anyway: `--fix` (and `--unsafe-fixes`, but with `--diff`, which
    /// writes nothing) is refused and sent to the fix plugin, which asks for the permission.
    static func refuseFixes(in arguments: [String]) throws {
        let flags = arguments.prefix { $0 != "--" }
        let unsafe = flags.contains("--unsafe-fixes")
        guard flags.contains("--fix") || (unsafe && !flags.contains("--diff")) else { return }
        throw FixRefused(unsafe: unsafe)
    }

    struct FixRefused: Error, CustomStringConvertible {
        let unsafe: Bool
        var description: String {
            "`swift package action-lint` changes no file; to apply fixes run `swift package --allow-writing-to-package-directory action-lint-fix\(unsafe ? " --unsafe-fixes" : "")`"
        }
    }

    /// `action-lint` failed: findings that fail the run (1), as it prints them, or an error it
    /// already printed (2). SwiftPM shows this as the plugin's error and exits 1, so a CI step
    /// fails as it does when `action-lint` itself runs.
    struct Failure: Error, CustomStringConvertible {
        let status: Int32
        let signalled: Bool
        var description: String {
            if signalled { return "action-lint was stopped by signal \(status)" }
            switch status {
            case 1: return "action-lint: findings fail the run (exit status 1)"
            default: return "action-lint: stopped on the error it printed (exit status \(status))"
            }
        }
    }

    struct NotSwift: Error, CustomStringConvertible {
        let target: String
        var description: String { "target '\(target)' has no Swift sources to lint" }
    }
}
