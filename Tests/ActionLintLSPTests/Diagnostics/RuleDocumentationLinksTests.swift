import ActionLintTestSupport
import XCTest
@testable import ActionLintLSP

final class RuleDocumentationLinksTests: XCTestCase {
    static let pages = TestPaths.packageRoot.appendingPathComponent("docs/rules").path

    func testEveryRuleLinksToItsPageInTheCheckout() throws {
        let links = RuleDocumentationLinks(template: nil, pagesFolder: Self.pages)
        let ids = try FileManager.default.contentsOfDirectory(atPath: Self.pages).filter { $0.hasSuffix(".md") }.map { String($0.dropLast(3)) }
        XCTAssertTrue(ids.contains("duplicate-action-closure"), "\(ids)")
        for id in ids {
            XCTAssertEqual(links.link(for: id), DocumentURI.uri(forPath: Self.pages + "/\(id).md"))
        }
        XCTAssertNil(links.link(for: "no-such-rule"), "a rule without a page gets no link")
        XCTAssertEqual(RuleDocumentationLinks.builtPagesFolder, Self.pages)
    }

    func testATemplateWinsAndNoPagesMeanNoLink() {
        let template = RuleDocumentationLinks(template: "https://docs.example/rules/{rule}.html", pagesFolder: "/nonexistent/docs/rules")
        XCTAssertEqual(template.link(for: "invalid-suppression"), "https://docs.example/rules/invalid-suppression.html")
        XCTAssertNil(RuleDocumentationLinks(template: nil, pagesFolder: "/nonexistent/docs/rules").link(for: "invalid-suppression"))
        XCTAssertNil(RuleDocumentationLinks(template: nil, pagesFolder: nil).link(for: "invalid-suppression"))
    }
}
