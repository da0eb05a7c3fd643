import ActionLintTestSupport
import Foundation
import XCTest

/// Issue 20, item 7: `--output` works with every mode, and a reporter flag that does not apply
/// to a mode is a usage error.
final class OutputModesCLITests: FolderTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        try folder.write("Sources/VolumeView.swift", ViewSource.duplicated)
    }

    func testDiffGoesToOutputFile() throws {
        let run = try folder.runner().run(["--diff", "-o", "out.patch", "Sources"])
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(run.stdout, "")
        let patch = try folder.read("out.patch")
        XCTAssertTrue(patch.hasPrefix("--- a/Sources/VolumeView.swift\n+++ b/Sources/VolumeView.swift\n"), patch)
        XCTAssertEqual(try folder.read("Sources/VolumeView.swift"), ViewSource.duplicated, "--diff writes no source")
        // The same diff as on standard output.
        XCTAssertEqual(try folder.runner().run(["--diff", "Sources"]).stdout, patch)
    }

    func testOutputWithFixAndPrintConfig() throws {
        let fixed = try folder.runner().run(["--fix", "--reporter", "json", "-o", "report.json", "Sources"])
        XCTAssertEqual(fixed.status, 0, fixed.stderr)
        XCTAssertTrue(try folder.read("report.json").contains(#""findings": []"#))
        let config = try folder.runner().run(["--print-config", "-o", "config.json"])
        XCTAssertEqual(config.status, 0, config.stderr)
        XCTAssertEqual(config.stdout, "")
        XCTAssertEqual(try folder.read("config.json"), try folder.runner().run(["--print-config"]).stdout)
    }

    func testReporterThatDoesNotApplyIsAUsageError() throws {
        for arguments in [["--diff", "--reporter", "json"], ["--print-config", "--reporter", "sarif"], ["--path-base", "."], ["--reporter", "sarif", "--rule-docs-url", "docs"]] {
            let run = try folder.runner().run(arguments + ["Sources"])
            XCTAssertEqual(run.status, 2, "\(arguments)")
            XCTAssertEqual(run.stderrLines.count, 1, "\(arguments): \(run.stderr)")
            XCTAssertEqual(run.stdout, "", "\(arguments)")
        }
    }
}
