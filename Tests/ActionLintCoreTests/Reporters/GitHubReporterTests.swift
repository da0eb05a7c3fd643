import XCTest
@testable import ActionLintCore

final class GitHubReporterTests: XCTestCase {
    func testFixture() {
        let expected = """
        ::warning file=Sources/App/AddItemView.swift,line=12,col=17,endLine=12,endColumn=37,title=duplicate-action-closure::This action closure duplicates 1 other in AddItemView%0Aalso at Sources/App/AddItemView.swift:18:46
        ::error file=Sources/My App/List View.swift,line=7,col=25,endLine=7,endColumn=39,title=duplicate-action-closure::Action "save(item)" repeats: 100%25, <same> & identical%0AExtract it by hand. (no automatic fix: the closure reads `item`, an element of ForEach)

        """
        XCTAssertEqual(GitHubReporter().render(ReporterFixture.input()), expected)
    }

    func testNothingToReport() {
        XCTAssertEqual(GitHubReporter().render(ReporterFixture.empty), "")
    }

    /// Properties end at `,` and `::`, so a path holding them must be encoded, unlike the message.
    func testPropertiesEscapeCommaAndColon() {
        var finding = ReporterFixture.unfixable
        finding.range.path = "a,b:c%d\r\n.swift"
        finding.message = "x,y:z\r\n"
        XCTAssertEqual(
            GitHubReporter().render(ReporterFixture.input(findings: [finding])),
            "::error file=a%2Cb%3Ac%25d%0D%0A.swift,line=7,col=25,endLine=7,endColumn=39,"
                + "title=duplicate-action-closure::x,y:z%0D%0A (no automatic fix: the closure reads `item`, an element of ForEach)\n"
        )
    }
}
