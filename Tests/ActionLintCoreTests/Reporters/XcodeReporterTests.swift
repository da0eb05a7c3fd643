import XCTest
@testable import ActionLintCore

final class XcodeReporterTests: XCTestCase {
    func testFixture() {
        let expected = """
        Sources/App/AddItemView.swift:12:17: warning: This action closure duplicates 1 other in AddItemView [duplicate-action-closure]
        Sources/App/AddItemView.swift:18:46: note: duplicate action closure here
        Sources/My App/List View.swift:7:25: error: Action "save(item)" repeats: 100%, <same> & identical Extract it by hand. [duplicate-action-closure]
        Sources/My App/List View.swift:7:25: note: no automatic fix: the closure reads `item`, an element of ForEach

        """
        XCTAssertEqual(XcodeReporter().render(ReporterFixture.input()), expected)
    }

    func testNothingToReport() {
        XCTAssertEqual(XcodeReporter().render(ReporterFixture.empty), "")
    }

    func testCRLFInMessageBecomesOneSpace() {
        var finding = ReporterFixture.unfixable
        finding.message = "one\r\ntwo\nthree"
        XCTAssertEqual(
            XcodeReporter().render(ReporterFixture.input(findings: [finding])),
            "Sources/My App/List View.swift:7:25: error: one two three [duplicate-action-closure]\n"
                + "Sources/My App/List View.swift:7:25: note: no automatic fix: the closure reads `item`, an element of ForEach\n"
        )
    }
}
