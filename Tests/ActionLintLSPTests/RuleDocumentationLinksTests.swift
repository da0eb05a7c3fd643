import ActionLintCore
import ActionLintTestSupport
import XCTest
@testable import ActionLintLSP

/// A diagnostic links to a rule's page only where one is: the client's template, the
/// configuration's `ruleDocsURL`, or a page of the checkout that is really there.
final class RuleDocumentationLinksTests: XCTestCase {
    private static func rule(_ id: String) -> RuleDescription {
        RuleDescription(id: id, name: id, summary: "Summary.", whatItDoes: "What.", why: "Why.")
    }

    private let rules = ["duplicate-action-closure", "invalid-suppression", "long-action-closure"].map(rule)

    func testEachRuleLinksToItsPageInTheCheckout() throws {
        let folder = BuiltServer.packageRoot.appendingPathComponent("docs/rules").path
        XCTAssertEqual(RuleDocumentationLinks.builtPagesFolder, folder)
        let links = RuleDocumentationLinks(template: nil, pagesFolder: folder, rules: rules)
        for rule in rules {
            let path = folder + "/" + rule.id + ".md"
            XCTAssertTrue(FileManager.default.fileExists(atPath: path), path)
            XCTAssertEqual(links.link(for: rule.id), DocumentURI.uri(forPath: path))
        }
        XCTAssertNil(links.link(for: "no-such-rule"))
    }

    /// A page that is not there is no link (an installed binary whose checkout was removed).
    func testAMissingPageIsNoLink() throws {
        let folder = try TemporaryFolder(self)
        let page = try folder.write("docs/rules/invalid-suppression.md", "# invalid-suppression\n")
        let links = RuleDocumentationLinks(template: nil, pagesFolder: folder.path + "/docs/rules", rules: rules)
        XCTAssertEqual(links.link(for: "invalid-suppression"), DocumentURI.uri(forPath: page))
        XCTAssertNil(links.link(for: "duplicate-action-closure"))
        XCTAssertNil(RuleDocumentationLinks(template: nil, pagesFolder: "/nonexistent/docs/rules", rules: rules).link(for: "invalid-suppression"))
        XCTAssertNil(RuleDocumentationLinks(template: nil, pagesFolder: nil, rules: rules).link(for: "invalid-suppression"))
    }

    /// The configuration's folder wins over the checkout; the client's template over both.
    func testTheConfigurationAndThenTheClientWin() {
        let folder = BuiltServer.packageRoot.appendingPathComponent("docs/rules").path
        var configured = RuleDocumentationLinks(template: nil, pagesFolder: folder, rules: rules)
        configured.configuredFolder = "https://docs.example.com/lint/rules/"
        XCTAssertEqual(configured.link(for: "long-action-closure"), "https://docs.example.com/lint/rules/long-action-closure.md")
        var template = RuleDocumentationLinks(template: "https://wiki.example/{rule}.html", pagesFolder: folder, rules: rules)
        template.configuredFolder = "https://docs.example.com/lint/rules"
        XCTAssertEqual(template.link(for: "invalid-suppression"), "https://wiki.example/invalid-suppression.html")
    }
}
