import ActionLintTestSupport
import Foundation
import XCTest

/// Issue 20, item 9, through the binary: URIs relative to the repository root from any working
/// folder, or to `--path-base`; rule help pages exist where `helpUri` points.
final class SARIFPathBaseCLITests: FolderTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        try FileManager.default.createDirectory(atPath: folder.path + "/repo/.git", withIntermediateDirectories: true)
        try folder.write("repo/App/Views/Volume+Mute.swift", ViewSource.duplicated)
    }

    private func uris(_ run: ToolRun) -> [String] {
        run.stdout.split(separator: "\n").filter { $0.contains(#""uri": "#) }.map { line in
            String(line.split(separator: "\"")[3])
        }
    }

    func testURIsAreRelativeToTheRepositoryRootFromEveryWorkingFolder() throws {
        for (working, path) in [("repo", "App"), ("repo/App/Views", "."), ("repo/App", "Views")] {
            let run = try ToolRunner(folder: folder.url.appendingPathComponent(working)).run(["--reporter", "sarif", path])
            let found = uris(run)
            XCTAssertEqual(found.first, "file://\(folder.path)/repo/", "from /\(working): the base id")
            XCTAssertEqual(Set(found.dropFirst()), ["App/Views/Volume+Mute.swift"], "from /\(working)")
        }
        let based = try ToolRunner(folder: folder.url.appendingPathComponent("repo")).run(["--reporter", "sarif", "--path-base", "App", "App"])
        XCTAssertEqual(Set(uris(based).dropFirst()), ["Views/Volume+Mute.swift"])
    }

    /// `helpUri` points at the rule's page, `docs/rules/<id>.md` (GeneratedDocsTests keeps the
    /// pages current).
    func testRuleHelpURIsPointAtTheRulePages() throws {
        let sarif = try folder.runner().run(["--reporter", "sarif", "repo"])
        let page = "docs/rules/duplicate-action-closure.md"
        XCTAssertTrue(sarif.stdout.contains(#""helpUri": "https://github.com/action-lint/action-lint/blob/main/\#(page)""#), sarif.stdout)
        XCTAssertTrue(FileManager.default.fileExists(atPath: BuiltTool.packageRoot.appendingPathComponent(page).path))
    }
}
