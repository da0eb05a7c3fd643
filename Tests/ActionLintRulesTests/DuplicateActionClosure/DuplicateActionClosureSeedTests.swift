import ActionLintCore
import XCTest
import ActionLintTestSupport

/// The demo fixture the README shows: a TextField's `onCommit:` and a Button whose bodies differ
/// only by the guard.
final class DuplicateActionClosureSeedTests: XCTestCase {
    static var seedURL: URL {
        TestPaths.fixture("Demo/AddItemView.swift")
    }

    func testSeedYieldsOneFindingWithBothSitesAndTheExactMessage() throws {
        let code = try String(contentsOf: Self.seedURL, encoding: .utf8)
        let findings = LintHarness.findings(code, path: "Tests/Fixtures/Demo/AddItemView.swift")
        XCTAssertEqual(findings.count, 1)
        let finding = try XCTUnwrap(findings.first)
        XCTAssertEqual(finding.ruleID, "duplicate-action-closure")
        XCTAssertEqual(DuplicateFindings.sites(finding), ["19:27", "9:27"])
        XCTAssertEqual(finding.message, """
            The `Button` action repeats the `TextField(onCommit:)` action at line 9, apart from a leading `guard` \
            or wrapping `if`; extract it into a method such as `addItem()` and pass it to both `TextField(onCommit:)` and `Button`
            """)
        XCTAssertEqual(finding.related.map(\.message), ["also here: the `TextField(onCommit:)` action"])
        XCTAssertEqual(finding.severity, .warning)
        // `.disabled(title.isEmpty)` covers the guard, so the fix is safe.
        XCTAssertEqual(finding.fix?.applicability, .safe)
        XCTAssertNil(finding.noFixReason)
    }
}
