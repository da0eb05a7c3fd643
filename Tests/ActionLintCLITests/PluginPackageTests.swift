import Foundation
import XCTest

/// The SwiftPM plugins, used from a package that depends on this one by URL and version on a
/// tagged clone (`PluginPackage`), as a team's package does: listed; the build-tool plugin
/// warning about the seed in `swift build`, linting again only what changed, and following the
/// configuration files that apply (nested ones, one that appears, is edited or goes away);
/// the lint plugin reporting, refusing to fix and changing nothing; the fix plugin fixing only
/// with the write permission. One test, its steps in order: they share one build of this
/// package inside the throwaway one, which is most of the time they take.
final class PluginPackageTests: XCTestCase {
    private var package: PluginPackage!

    override func setUpWithError() throws { package = try PluginPackage(self) }

    func testPluginsInAPackageThatDependsOnThisOneByVersion() throws {
        try assertPluginsAreDeclared()
        try assertBuildToolPluginWarnsAndLintsOnlyChangedFiles()
        try assertBuildToolPluginFollowsTheConfigurationFiles()
        try assertLintPluginReportsAndChangesNothing()
        try assertFixPluginNeedsThePermission()
        try assertFixedSeedBuildsWithoutWarnings()
    }

    private var seed: String { package.folder.url.appendingPathComponent(package.seedPath).path }

    private func assertPluginsAreDeclared() throws {
        let list = try package.swift("package", ["plugin", "--list"])
        XCTAssertEqual(list.status, 0, list.stderr)
        XCTAssertTrue(list.stdout.contains("‘action-lint’ (plugin ‘ActionLintCommandPlugin’ in package ‘action-lint’)"), list.stdout)
        XCTAssertTrue(list.stdout.contains("‘action-lint-fix’ (plugin ‘ActionLintFixCommandPlugin’ in package ‘action-lint’)"), list.stdout)
        // Resolved by version: the tag of the clone.
        let resolved = try package.folder.read("Package.resolved")
        XCTAssertTrue(resolved.contains("\"version\" : \"0.1.0\""), resolved)

        // The build-tool plugin has no verb, so `plugin --list` leaves it out: the target's
        // description names it as the plugin it uses.
        let describe = try package.swift("package", ["describe"])
        XCTAssertEqual(describe.status, 0, describe.stderr)
        let app = describe.stdout.components(separatedBy: "Name: App").last ?? ""
        XCTAssertTrue(app.contains("Product dependencies:\n        ActionLintBuildToolPlugin"), describe.stdout)

        // This package declares it as a build-tool plugin, and the fix plugin's write permission.
        let targets = try package.describeThisPackage()
        let buildTool = targets["ActionLintBuildToolPlugin"]?["plugin_capability"] as? [String: Any]
        XCTAssertEqual(buildTool?["type"] as? String, "buildTool", "\(targets.keys.sorted())")
        let fix = targets["ActionLintFixCommandPlugin"]?["plugin_capability"] as? [String: Any]
        let permissions = fix?["permissions"] as? [[String: Any]] ?? []
        XCTAssertEqual(permissions.map { $0["type"] as? String }, ["writeToPackageDirectory"])
        let lint = targets["ActionLintCommandPlugin"]?["plugin_capability"] as? [String: Any]
        XCTAssertEqual((lint?["permissions"] as? [Any])?.count, 0, "linting needs no permission")
    }

    private func assertBuildToolPluginWarnsAndLintsOnlyChangedFiles() throws {
        let first = try package.swift("build")
        XCTAssertEqual(first.status, 0, first.stdout + first.stderr)
        // Compiler-style, with the absolute path Xcode's issue navigator needs.
        XCTAssertTrue(first.stdout.contains(SeedFinding.xcode(seed)), first.stdout)
        XCTAssertTrue(first.stdout.contains("action-lint SwiftUIStub.swift"), first.stdout)
        XCTAssertEqual(package.builtItems(endingWith: ".lint.swift").count, 2, "one stamp per source file")
        // The stamps are Swift sources with nothing in them: no resource bundle for the target.
        XCTAssertEqual(package.builtItems(endingWith: ".resources") + package.builtItems(endingWith: ".bundle"), [])

        // A file's lint depends on the file, what tells its configuration, and the step's
        // executable. SwiftPM 6.3's first build of a fresh build folder does not record its
        // planning step, so the second one plans again, which builds the plugin's tool in the
        // plugin tools' build and then in the main one (both build it into the same files):
        // relinked, it lints every file again. Planning is the only reason that build may lint.
        let second = try package.swift("build")
        XCTAssertEqual(second.status, 0, second.stdout + second.stderr)
        if second.stdout.contains("action-lint ") {
            XCTAssertTrue(second.stdout.contains("Planning build"), "linted again with nothing changed: \(second.stdout)")
        }
        // From then on nothing plans again unless the manifest, Package.resolved or the list of
        // the target's files changes.
        let third = try package.swift("build")
        XCTAssertEqual(third.status, 0, third.stdout + third.stderr)
        XCTAssertFalse(third.stdout.contains("action-lint "), "nothing changed, nothing linted: \(third.stdout)")
        XCTAssertFalse(third.stdout.contains("warning:"), third.stdout)

        try package.folder.write("Sources/App/SwiftUIStub.swift", try package.folder.read("Sources/App/SwiftUIStub.swift") + "\n")
        let changed = try package.swift("build")
        XCTAssertEqual(changed.status, 0, changed.stdout + changed.stderr)
        XCTAssertTrue(changed.stdout.contains("action-lint SwiftUIStub.swift"), changed.stdout)
        XCTAssertFalse(changed.stdout.contains("action-lint AddItemView.swift"), changed.stdout)
    }

    /// Each file gets the configuration `action-lint` would give it, and a configuration file
    /// that appears, is edited in place or goes away lints again what it applies to — without
    /// ever failing the build for an input gone missing.
    private func assertBuildToolPluginFollowsTheConfigurationFiles() throws {
        let error = SeedFinding.xcode(seed).replacingOccurrences(of: ":19:27: warning: ", with: ":19:27: error: ")
        func build(_ situation: String) throws -> ToolRun {
            let run = try package.swift("build")
            XCTAssertFalse(run.stdout.contains("missing inputs") || run.stderr.contains("missing inputs"), "\(situation): \(run.stdout)\(run.stderr)")
            return run
        }

        // A new file in the package's folder: the error fails the build.
        let root = URL(fileURLWithPath: try package.folder.write(".action-lint.json",
                                                                 #"{"rules": {"duplicate-action-closure": {"severity": "error"}}}"#))
        let appeared = try build("root configuration added")
        XCTAssertNotEqual(appeared.status, 0, "an error fails the build")
        XCTAssertTrue(appeared.stdout.contains(error), appeared.stdout)

        // Edited in place (the same file, as many editors save): a warning again.
        let inode = try FileManager.default.attributesOfItem(atPath: root.path)[.systemFileNumber] as? Int
        let handle = try FileHandle(forWritingTo: root)
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(#"{"rules": {"duplicate-action-closure": {"severity": "warning"}}}"#.utf8))
        try handle.close()
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: root.path)[.systemFileNumber] as? Int, inode, "edited in place")
        let edited = try build("root configuration edited")
        XCTAssertEqual(edited.status, 0, edited.stdout + edited.stderr)
        XCTAssertTrue(edited.stdout.contains(SeedFinding.xcode(seed)), edited.stdout)

        // A nested one in the target's folder turns the rule off for the files under it.
        try package.folder.write("Sources/App/.action-lint.json", #"{"rules": {"duplicate-action-closure": {"enabled": false}}}"#)
        let nested = try build("nested configuration added")
        XCTAssertEqual(nested.status, 0, nested.stdout + nested.stderr)
        XCTAssertTrue(nested.stdout.contains("action-lint AddItemView.swift"), nested.stdout)
        XCTAssertFalse(nested.stdout.contains("warning:"), nested.stdout)

        // The root one deleted: nothing breaks, and the nested one still applies.
        try FileManager.default.removeItem(at: root)
        let deleted = try build("root configuration deleted")
        XCTAssertEqual(deleted.status, 0, deleted.stdout + deleted.stderr)
        XCTAssertTrue(deleted.stdout.contains("action-lint AddItemView.swift"), deleted.stdout)
        XCTAssertFalse(deleted.stdout.contains("warning:"), deleted.stdout)

        // The nested one deleted: the default configuration, the warning again.
        try FileManager.default.removeItem(at: package.folder.url.appendingPathComponent("Sources/App/.action-lint.json"))
        let none = try build("nested configuration deleted")
        XCTAssertEqual(none.status, 0, none.stdout + none.stderr)
        XCTAssertTrue(none.stdout.contains(SeedFinding.xcode(seed)), none.stdout)
        // The hard link to the package's configuration is no output: nothing became a resource.
        XCTAssertEqual(package.builtItems(endingWith: ".resources") + package.builtItems(endingWith: ".bundle"), [])
    }

    private func assertLintPluginReportsAndChangesNothing() throws {
        let before = try package.folder.read(package.seedPath)
        let lint = try package.swift("package", ["action-lint", "--target", "App", "--strict", "-r", "xcode"])
        XCTAssertEqual(lint.status, 1, "--strict: the warning fails the run\n" + lint.stderr)
        // `--strict` reports the warning as an error; the plugin's one line says why it failed.
        let strictFinding = SeedFinding.xcode(seed).replacingOccurrences(of: ":19:27: warning: ", with: ":19:27: error: ")
        XCTAssertTrue(lint.stdout.contains(strictFinding), lint.stdout)
        XCTAssertEqual(lint.stderr.split(separator: "\n").filter { $0.contains("error:") }, ["error: action-lint: findings fail the run (exit status 1)"], lint.stderr)

        // No write permission, so no fixing: one line that names the fix plugin, the file untouched.
        for flags in [["--fix"], ["--unsafe-fixes"], ["--fix", "--unsafe-fixes"]] {
            let refused = try package.swift("package", ["action-lint"] + flags)
            XCTAssertEqual(refused.status, 1, "\(flags)")
            XCTAssertEqual(refused.stdout, "", "\(flags): refused before linting")
            let lines = refused.stderr.split(separator: "\n").filter { $0.contains("error:") }
            XCTAssertEqual(lines.count, 1, "\(flags): \(refused.stderr)")
            XCTAssertTrue(lines.first?.contains("swift package --allow-writing-to-package-directory action-lint-fix") == true, "\(flags): \(refused.stderr)")
        }
        // `--diff` writes nothing: it stays, with `--unsafe-fixes` too.
        let diff = try package.swift("package", ["action-lint", "--diff", "--unsafe-fixes"])
        XCTAssertEqual(diff.status, 1, "a diff to show\n" + diff.stderr)
        XCTAssertTrue(diff.stdout.contains("+++ b/Sources/App/AddItemView.swift\n"), diff.stdout)
        XCTAssertTrue(diff.stdout.contains("+    func addItem() {\n"), diff.stdout)
        XCTAssertEqual(try package.folder.read(package.seedPath), before)
    }

    private func assertFixPluginNeedsThePermission() throws {
        let before = try package.folder.read(package.seedPath)
        let refused = try package.swift("package", ["action-lint-fix"])
        XCTAssertNotEqual(refused.status, 0)
        XCTAssertTrue(refused.stderr.contains("--allow-writing-to-package-directory"), refused.stderr)
        XCTAssertTrue(refused.stderr.contains("rewrites Swift files in place"), "the declared reason: \(refused.stderr)")
        XCTAssertEqual(try package.folder.read(package.seedPath), before)

        let fixed = try package.swift("package", ["--allow-writing-to-package-directory", "action-lint-fix"])
        XCTAssertEqual(fixed.status, 0, fixed.stdout + fixed.stderr)
        // SwiftPM prints what the plugin's tool writes to either stream on its own stdout.
        XCTAssertTrue(fixed.stdout.contains("action-lint: fixed 1 finding in 1 file"), fixed.stdout)
        XCTAssertEqual(try package.folder.read(package.seedPath), try SeedFix.fixed(.method))
    }

    /// The fixed seed compiles against the stub, and the build-tool plugin finds nothing left.
    private func assertFixedSeedBuildsWithoutWarnings() throws {
        let build = try package.swift("build")
        XCTAssertEqual(build.status, 0, build.stdout + build.stderr)
        XCTAssertTrue(build.stdout.contains("action-lint AddItemView.swift"), build.stdout)
        XCTAssertFalse(build.stdout.contains("warning:"), build.stdout)
    }
}
