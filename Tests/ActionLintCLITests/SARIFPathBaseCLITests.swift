import ActionLintTestSupport
import Foundation
import XCTest

/// Issue 20, item 9, through the binary: URIs relative to the repository root from any working
/// folder, or to `--path-base`; `helpUri` only where the rule pages are said to be.
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

    /// No link is made up: without a folder of rule pages, no `helpUri` and no `informationUri`
    /// (the help is in `help`); `--rule-docs-url` or the configuration's `ruleDocsURL` gives
    /// one, the flag winning; a bad one stops the run, naming the file or the flag.
    func testHelpURIsComeOnlyFromTheFlagOrTheConfiguration() throws {
        let repo = ToolRunner(folder: folder.url.appendingPathComponent("repo"))
        let plain = try repo.run(["--reporter", "sarif", "App"])
        XCTAssertEqual(plain.status, 0, plain.stderr)
        XCTAssertFalse(plain.stdout.contains("helpUri"), plain.stdout)
        XCTAssertFalse(plain.stdout.contains("informationUri"), plain.stdout)
        XCTAssertFalse(plain.stdout.contains("github.com"), plain.stdout)
        XCTAssertTrue(plain.stdout.contains(##""markdown": "# duplicate-action-closure\n"##), plain.stdout)
        func helpURIs(_ run: ToolRun) -> [String] {
            run.stdout.split(separator: "\n").filter { $0.contains(#""helpUri": "#) }.map { String($0.split(separator: "\"")[3]) }
        }
        let flagged = try repo.run(["--reporter", "sarif", "--rule-docs-url", "https://docs.example.com/lint/rules/", "App"])
        XCTAssertEqual(helpURIs(flagged), ["https://docs.example.com/lint/rules/duplicate-action-closure.md",
                                           "https://docs.example.com/lint/rules/invalid-suppression.md",
                                           "https://docs.example.com/lint/rules/long-action-closure.md"])
        try folder.write("repo/.action-lint.json", #"{"ruleDocsURL": "https://wiki.example/action-lint"}"#)
        let configured = try repo.run(["--reporter", "sarif", "App"])
        XCTAssertEqual(configured.status, 0, configured.stderr)
        XCTAssertEqual(helpURIs(configured).first, "https://wiki.example/action-lint/duplicate-action-closure.md")
        XCTAssertFalse(configured.stdout.contains("informationUri"))
        XCTAssertEqual(helpURIs(try repo.run(["--reporter", "sarif", "--rule-docs-url", "https://docs.example.com/r", "App"])).first,
                       "https://docs.example.com/r/duplicate-action-closure.md")
        try folder.write("repo/.action-lint.json", #"{"ruleDocsURL": "docs/rules"}"#)
        let broken = try repo.run(["--reporter", "sarif", "App"])
        XCTAssertEqual(broken.status, 2)
        XCTAssertEqual(broken.stderrLines, [#"action-lint: .action-lint.json: ruleDocsURL: expected an http(s) URL (the folder of the rule pages), found "docs/rules""#])
        let badFlag = try ToolRunner(folder: folder.url).run(["--reporter", "sarif", "--rule-docs-url", "https://", "repo"])
        XCTAssertEqual(badFlag.status, 2)
        XCTAssertTrue(badFlag.stderr.contains("--rule-docs-url expects an http(s) URL, got 'https://'"), badFlag.stderr)
    }
}
