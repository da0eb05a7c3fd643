import ActionLintTestSupport
import Foundation
import XCTest

/// Issue 20, items 3 and 4: the xcode reporter prints absolute paths from any working folder;
/// `--strict` shows every finding as an error in every reporter.
final class ReportSeverityAndPathCLITests: FolderTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        try folder.write("App/Views/VolumeView.swift", ViewSource.duplicated)
    }

    func testXcodeReporterPrintsAbsolutePaths() throws {
        let absolute = folder.path + "/App/Views/VolumeView.swift"
        for (working, path) in [("", "App"), ("App/Views", "."), ("App", "Views/VolumeView.swift")] {
            let run = try ToolRunner(folder: folder.url.appendingPathComponent(working)).run(["--reporter", "xcode", path])
            let lines = run.stdout.split(separator: "\n")
            XCTAssertEqual(lines.count, 2, run.stdout)
            for line in lines { XCTAssertTrue(line.hasPrefix(absolute + ":"), "from /\(working): \(line)") }
        }
    }

    func testStrictReportsFindingsAsErrorsInEveryReporter() throws {
        let runner = folder.runner()
        let expectations: [(String, String, String)] = [
            ("human", "error[duplicate-action-closure]", "warning["),
            ("xcode", ": error: ", ": warning: "),
            ("json", #""severity": "error""#, #""severity": "warning""#),
            ("sarif", #""level": "error""#, #""level": "warning""#),
            ("github", "::error ", "::warning "),
            ("checkstyle", #"severity="error""#, #"severity="warning""#),
        ]
        for (reporter, strict, plain) in expectations {
            let run = try runner.run(["--reporter", reporter, "--strict", "App"])
            XCTAssertEqual(run.status, 1, reporter)
            XCTAssertTrue(run.stdout.contains(strict), "\(reporter): \(run.stdout)")
            let relaxed = try runner.run(["--reporter", reporter, "App"])
            XCTAssertEqual(relaxed.status, 0, reporter)
            XCTAssertTrue(relaxed.stdout.contains(plain), "\(reporter) without --strict: \(relaxed.stdout)")
        }
    }
}
