import XCTest
@testable import ActionLintCore

final class ReporterKindTests: XCTestCase {
    func testParsesFlagValues() {
        XCTAssertEqual(ReporterKind(flagValue: "sarif"), .sarif)
        XCTAssertEqual(ReporterKind(flagValue: "JSON"), .json)
        XCTAssertNil(ReporterKind(flagValue: "junit"))
        XCTAssertEqual(ReporterKind.flagValues, "human, xcode, json, sarif, github, checkstyle")
    }

    /// Each kind builds the reporter of its name.
    func testReporterMatchesKind() {
        let types = ReporterKind.allCases.map { String(describing: type(of: $0.reporter)) }
        XCTAssertEqual(types, [
            "HumanReporter", "XcodeReporter", "JSONReporter", "SARIFReporter", "GitHubReporter", "CheckstyleReporter",
        ])
    }

    /// Document formats print a document even with nothing to report; line formats print nothing
    /// (human still prints its summary line).
    func testEmptyOutputs() {
        let empty = ReporterFixture.empty
        let outputs = Dictionary(uniqueKeysWithValues: ReporterKind.allCases.map { ($0, $0.reporter.render(empty)) })
        XCTAssertEqual(outputs[.xcode], "")
        XCTAssertEqual(outputs[.github], "")
        XCTAssertEqual(outputs[.human], "No findings (3 files linted).\n")
        for kind in [ReporterKind.json, .sarif, .checkstyle] {
            XCTAssertFalse(outputs[kind]?.isEmpty ?? true, "\(kind)")
        }
    }

    func testLineTextFromSourceFiles() {
        let file = SourceFile(path: "a.swift", text: "one\r\ntwo\n")
        let lineText = ReportInput.lineText(from: [file])
        XCTAssertEqual(lineText("a.swift", 1), "one")
        XCTAssertEqual(lineText("a.swift", 2), "two")
        XCTAssertEqual(lineText("a.swift", 3), "")
        XCTAssertNil(lineText("a.swift", 4))
        XCTAssertNil(lineText("a.swift", 0))
        XCTAssertNil(lineText("b.swift", 1))
    }
}
