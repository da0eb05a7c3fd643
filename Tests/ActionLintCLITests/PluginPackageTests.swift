import Foundation
import XCTest

/// The SwiftPM plugins, used from a package that depends on this one by path (`PluginPackage`):
/// listed, the build-tool plugin warning about the seed in `swift build` and linting again only
/// what changed, the lint plugin leaving the seed as it is, the fix plugin fixing it only with
/// the write permission. One test, its steps in order: they share one build of this package
/// inside the throwaway one, which is most of the time they take.
final class PluginPackageTests: XCTestCase {
    private var package: PluginPackage!

    override func setUpWithError() throws { package = try PluginPackage(self) }

    func testPluginsInAPackageThatDependsOnThisOne() throws {
        try assertPluginsAreDeclared()
        try assertBuildToolPluginWarnsAndLintsOnlyChangedFiles()
        try assertLintPluginReportsAndChangesNothing()
        try assertFixPluginNeedsThePermission()
        try assertFixedSeedBuildsWithoutWarnings()
    }

    private func assertPluginsAreDeclared() throws {
        let list = try package.swift("package", ["plugin", "--list"])
        XCTAssertEqual(list.status, 0, list.stderr)
        XCTAssertTrue(list.stdout.contains("‘action-lint’ (plugin ‘ActionLintCommandPlugin’ in package ‘action-lint’)"), list.stdout)
        XCTAssertTrue(list.stdout.contains("‘action-lint-fix’ (plugin ‘ActionLintFixCommandPlugin’ in package ‘action-lint’)"), list.stdout)

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
        let seed = package.folder.url.appendingPathComponent(package.seedPath).path
        let first = try package.swift("build")
        XCTAssertEqual(first.status, 0, first.stdout + first.stderr)
        // Compiler-style, with the absolute path Xcode's issue navigator needs.
        XCTAssertTrue(first.stdout.contains(SeedFinding.xcode(seed)), first.stdout)
        XCTAssertTrue(first.stdout.contains("action-lint SwiftUIStub.swift"), first.stdout)
        XCTAssertEqual(package.builtItems(endingWith: ".lint.swift").count, 2, "one stamp per source file")
        // The stamps are Swift sources with nothing in them: no resource bundle for the target.
        XCTAssertEqual(package.builtItems(endingWith: ".resources") + package.builtItems(endingWith: ".bundle"), [])

        // A file's lint depends on the file, the configuration and the step's executable. On Linux
        // SwiftPM 6 links the plugin's tool once more in the second build (both of its build
        // manifests wrap the modules' ASTs), so that build lints every file again; once the tool
        // stays put, an unchanged file is not linted.
        let second = try package.swift("build")
        XCTAssertEqual(second.status, 0, second.stdout + second.stderr)
        if second.stdout.contains("action-lint AddItemView.swift") {
            XCTAssertTrue(second.stdout.contains("Linking action-lint-build-step"), "linted again with nothing changed: \(second.stdout)")
        }
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

    private func assertLintPluginReportsAndChangesNothing() throws {
        let before = try package.folder.read(package.seedPath)
        let lint = try package.swift("package", ["action-lint", "--target", "App", "--strict", "-r", "xcode"])
        XCTAssertEqual(lint.status, 1, "--strict: the warning fails the run\n" + lint.stderr)
        // `--strict` reports the warning as an error.
        let seed = package.folder.url.appendingPathComponent(package.seedPath).path
        let strictFinding = SeedFinding.xcode(seed).replacingOccurrences(of: ":19:27: warning: ", with: ":19:27: error: ")
        XCTAssertTrue(lint.stdout.contains(strictFinding), lint.stdout)
        XCTAssertTrue(lint.stderr.contains("action-lint exited with status 1"), lint.stderr)
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
