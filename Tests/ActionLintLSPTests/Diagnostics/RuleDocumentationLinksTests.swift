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

    /// A page that is not there is no link (an installed binary whose checkout was removed).
    func testAMissingPageIsNoLink() throws {
        let folder = try TemporaryFolder(self)
        let page = try folder.write("docs/rules/invalid-suppression.md", "# invalid-suppression\n")
        let links = RuleDocumentationLinks(template: nil, pagesFolder: folder.path + "/docs/rules")
        XCTAssertEqual(links.link(for: "invalid-suppression"), DocumentURI.uri(forPath: page))
        XCTAssertNil(links.link(for: "duplicate-action-closure"))
    }

    /// The configuration's `ruleDocsURL` wins over the checkout; the client's template over both.
    func testTheConfigurationAndThenTheClientWin() {
        var configured = RuleDocumentationLinks(template: nil, pagesFolder: Self.pages)
        configured.configuredFolder = "https://docs.example.com/lint/rules/"
        XCTAssertEqual(configured.link(for: "long-action-closure"), "https://docs.example.com/lint/rules/long-action-closure.md")
        var template = RuleDocumentationLinks(template: "https://wiki.example/{rule}.html", pagesFolder: Self.pages)
        template.configuredFolder = "https://docs.example.com/lint/rules"
        XCTAssertEqual(template.link(for: "invalid-suppression"), "https://wiki.example/invalid-suppression.html")
    }
}
