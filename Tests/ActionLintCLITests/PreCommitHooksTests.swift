import ActionLintTestSupport
import Foundation
import XCTest

/// The hooks of `.pre-commit-hooks.yaml`, run as pre-commit runs them: the entry with the
/// staged Swift files appended, the built binary first on `PATH` (pre-commit puts its own build
/// of the package there).
final class PreCommitHooksTests: FolderTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        try folder.copySeed(to: "Sources/AddItemView.swift")
        try folder.write("Sources/Clean.swift", "struct Clean {}\n")
    }

    /// `id` → (`entry`, `types`, `language`) of each hook, read line by line (the file is flat).
    private func hooks() throws -> [String: [String: String]] {
        let text = try String(contentsOf: BuiltTool.packageRoot.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        var hooks: [String: [String: String]] = [:]
        var current: [String: String] = [:]
        func close() { if let id = current["id"] { hooks[id] = current } }
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let trimmed = line.drop { $0 == " " || $0 == "-" }
            if line.hasPrefix("- ") { close(); current = [:] }
            guard let colon = trimmed.firstIndex(of: ":") else { continue }
            current[String(trimmed[..<colon])] = trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        close()
        return hooks
    }

    private func run(entry: String, files: [String]) throws -> ToolRun {
        let bin = BuiltTool.executable.deletingLastPathComponent().path
        let runner = ToolRunner(folder: folder.url, environment: ["PATH": "\(bin):/usr/bin:/bin"])
        let words = entry.split(separator: " ").map(String.init)
        return try runner.run(executable: "/usr/bin/env", words + files)
    }

    func testBothHooksAreSwiftHooksOnSwiftFiles() throws {
        let hooks = try hooks()
        XCTAssertEqual(Set(hooks.keys), ["action-lint", "action-lint-fix"])
        for (id, hook) in hooks {
            XCTAssertEqual(hook["types"], "[swift]", id)
            XCTAssertEqual(hook["language"], "swift", "\(id): built from source")
        }
    }

    func testTheLintHookFailsOnAFindingAndChangesNothing() throws {
        let entry = try XCTUnwrap(try hooks()["action-lint"]?["entry"])
        let seed = try folder.read("Sources/AddItemView.swift")
        let failing = try run(entry: entry, files: ["Sources/AddItemView.swift", "Sources/Clean.swift"])
        XCTAssertEqual(failing.status, 1, failing.stderr)
        // `--strict`: a warning fails the commit and prints as an error.
        XCTAssertTrue(failing.stdout.contains("Sources/AddItemView.swift:19:27: error[duplicate-action-closure]"), failing.stdout)
        XCTAssertEqual(try folder.read("Sources/AddItemView.swift"), seed)
        XCTAssertEqual(try run(entry: entry, files: ["Sources/Clean.swift"]).status, 0)
    }

    func testTheFixHookFixesTheStagedFile() throws {
        let entry = try XCTUnwrap(try hooks()["action-lint-fix"]?["entry"])
        let run = try run(entry: entry, files: ["Sources/AddItemView.swift", "Sources/Clean.swift"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try folder.read("Sources/AddItemView.swift"), try SeedFix.fixed(.method))
        XCTAssertEqual(try folder.read("Sources/Clean.swift"), "struct Clean {}\n")
    }
}
