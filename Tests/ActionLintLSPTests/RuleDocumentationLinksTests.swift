import XCTest
@testable import ActionLintLSP

final class RuleDocumentationLinksTests: XCTestCase {
    func testEveryRuleLinksToItsSectionOfTheREADME() throws {
        let readme = BuiltServer.packageRoot.appendingPathComponent("README.md").path
        let links = RuleDocumentationLinks(template: nil, readmePath: readme)
        let uri = DocumentURI.uri(forPath: readme)
        XCTAssertEqual(links.link(for: "duplicate-action-closure"), uri + "#duplicate-action-closure")
        XCTAssertEqual(links.link(for: "invalid-suppression"), uri + "#invalid-suppression")
        XCTAssertEqual(links.link(for: "no-such-rule"), uri + "#rules")
        XCTAssertEqual(RuleDocumentationLinks.builtReadmePath, readme)
    }

    func testATemplateWinsAndNoREADMEMeansNoLink() {
        let template = RuleDocumentationLinks(template: "https://docs.example/rules/{rule}.html", readmePath: "/nonexistent/README.md")
        XCTAssertEqual(template.link(for: "invalid-suppression"), "https://docs.example/rules/invalid-suppression.html")
        XCTAssertNil(RuleDocumentationLinks(template: nil, readmePath: "/nonexistent/README.md").link(for: "invalid-suppression"))
    }

    func testAnchorsAreMadeAsMarkdownViewersMakeThem() {
        let anchors = RuleDocumentationLinks.anchors(inMarkdown: "# Title\n## Editors (`action-lint lsp`)\n### my-rule\n")
        XCTAssertEqual(anchors["my-rule"], "my-rule")
        XCTAssertEqual(anchors["action-lint lsp"], "editors-action-lint-lsp")
    }
}
