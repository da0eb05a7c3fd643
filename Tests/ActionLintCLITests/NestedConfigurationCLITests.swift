import ActionLintTestSupport
import Foundation
import XCTest

/// Issue 20, item 1: each file uses the nearest `.action-lint.json` in its folder or above,
/// nested files refine their parents, `--config` wins, and every file that applies is
/// validated — whatever folder the run starts from.
final class NestedConfigurationCLITests: FolderTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        // App/ makes findings errors and excludes Generated/; App/Legacy/ turns the rule off;
        // App/Feature/ only lowers the severity again.
        try folder.write("App/.action-lint.json", #"{"exclude": ["Generated/"], "rules": {"duplicate-action-closure": {"severity": "error"}}}"#)
        try folder.write("App/Sources/VolumeView.swift", ViewSource.duplicated)
        try folder.write("App/Generated/VolumeView.swift", ViewSource.duplicated)
        try folder.write("App/Legacy/.action-lint.json", #"{"rules": {"duplicate-action-closure": {"enabled": false}}}"#)
        try folder.write("App/Legacy/VolumeView.swift", ViewSource.duplicated)
        try folder.write("App/Feature/.action-lint.json", #"{"rules": {"duplicate-action-closure": {"severity": "warning"}}}"#)
        try folder.write("App/Feature/VolumeView.swift", ViewSource.duplicated)
        try FileManager.default.createDirectory(atPath: folder.path + "/Elsewhere", withIntermediateDirectories: true)
    }

    /// `file:line:col: severity` of each finding of an xcode report, paths relative to the scratch folder.
    private func findings(_ run: ToolRun) -> [String] {
        run.stdout.split(separator: "\n").filter { !$0.contains(": note: ") }.map { line in
            let parts = line.split(separator: ":")
            return "\(parts[0].replacingOccurrences(of: folder.path + "/", with: "")) \(parts[3].trimmingCharacters(in: .whitespaces))"
        }
    }

    func testEachFileUsesItsNearestConfigurationFromEveryWorkingFolder() throws {
        let expected = ["App/Feature/VolumeView.swift warning", "App/Sources/VolumeView.swift error"]
        for (working, path) in [("", "App"), ("Elsewhere", "../App"), ("App/Sources", ".."), ("App", ".")] {
            let runner = ToolRunner(folder: folder.url.appendingPathComponent(working))
            let run = try runner.run(["--reporter", "xcode", path])
            XCTAssertEqual(findings(run), expected, "from /\(working)")
            XCTAssertEqual(run.status, 1, "an error finding fails the run, from /\(working): \(run.stderr)")
        }
    }

    func testConfigurationOfANamedFileIsItsFoldersNotTheWorkingFolders() throws {
        let run = try ToolRunner(folder: folder.url.appendingPathComponent("Elsewhere")).run(["--reporter", "xcode", "../App/Legacy/VolumeView.swift"])
        XCTAssertEqual(run.stdout, "", "the rule is off in App/Legacy")
        XCTAssertEqual(run.status, 0)
    }

    func testConfigFlagWinsOverNestedFiles() throws {
        try folder.write("ci.json", #"{"rules": {"duplicate-action-closure": {"severity": "warning"}}}"#)
        let run = try folder.runner().run(["--reporter", "xcode", "--config", "ci.json", "App"])
        XCTAssertEqual(findings(run), [
            "App/Feature/VolumeView.swift warning", "App/Generated/VolumeView.swift warning",
            "App/Legacy/VolumeView.swift warning", "App/Sources/VolumeView.swift warning",
        ])
    }

    func testBrokenNestedConfigurationIsExitTwoNamingIt() throws {
        try folder.write("App/Feature/.action-lint.json", "{\"rules\": ")
        for (working, path, shown) in [("", "App", "App/Feature/.action-lint.json"), ("App/Feature", ".", ".action-lint.json")] {
            let run = try ToolRunner(folder: folder.url.appendingPathComponent(working)).run(["--reporter", "xcode", path])
            XCTAssertEqual(run.status, 2)
            XCTAssertEqual(run.stderrLines.count, 1, run.stderr)
            XCTAssertTrue(run.stderrLines.first?.hasPrefix("action-lint: \(shown):1:") == true, run.stderr)
            XCTAssertFalse(run.stdout.contains("App/Feature/VolumeView.swift"), "files under a broken configuration are not linted")
        }
    }

    func testPrintConfigShowsTheMergedConfigurationOfTheNamedFolder() throws {
        let run = try folder.runner().run(["--print-config", "App/Feature"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let rule = try XCTUnwrap((json["rules"] as? [String: Any])?["duplicate-action-closure"] as? [String: Any])
        XCTAssertEqual(rule["severity"] as? String, "warning")
        // App/Legacy/ turns the rule off and keeps App/'s severity.
        let legacy = try folder.runner().run(["--print-config", "App/Legacy/VolumeView.swift"])
        let legacyJSON = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(legacy.stdout.utf8)) as? [String: Any])
        let legacyRule = try XCTUnwrap((legacyJSON["rules"] as? [String: Any])?["duplicate-action-closure"] as? [String: Any])
        XCTAssertEqual(legacyRule["enabled"] as? Bool, false)
        XCTAssertEqual(legacyRule["severity"] as? String, "error")
    }
}
