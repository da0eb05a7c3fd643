import ActionLintCore
import XCTest

/// Suppression comments that cannot do what their author meant are reported.
final class InvalidSuppressionTests: XCTestCase {
    static func view(comment: String) -> String {
        """
        struct ProfileView: View {
            @State private var profile = Profile()

            var body: some View {
                VStack {
                    \(comment)
                    Button("Save") {
                        profile.save()
                        profile.close()
                    }
                }
            }
        }
        """
    }

    func invalid(_ comment: String) -> [String] {
        LintHarness.findings(Self.view(comment: comment)).filter { $0.ruleID == "invalid-suppression" }
            .map { "\($0.range.start.line):\($0.range.start.column) \($0.message)" }
    }

    func testUnknownRuleIDs() {
        XCTAssertEqual(invalid("// action-lint:disable:next duplicate-action-closures"), [
            "6:13 The `action-lint:disable:next` comment names unknown rule `duplicate-action-closures`; see `action-lint rules`",
        ])
        XCTAssertEqual(invalid("// action-lint:disable dup, duplicate-action-closure, other"), [
            "6:13 The `action-lint:disable` comment names unknown rules `dup`, `other`; see `action-lint rules`",
        ])
    }

    func testNoRuleIDs() {
        XCTAssertEqual(invalid("// action-lint:disable:this - why not"), [
            "6:13 The `action-lint:disable:this` comment names no rule; add rule ids or `all`",
        ])
    }

    func testMisspeltAction() {
        XCTAssertEqual(invalid("// action-lint:disable:nxt duplicate-action-closure"), [
            "6:13 The `action-lint:disable:nxt` comment has an unknown action; use one of `disable`, `enable`, "
                + "`disable:next`, `disable:this`, `disable:previous`, `disable-file`",
        ])
    }

    func testValidDirectivesAndOrdinaryCommentsAreFine() {
        for comment in ["// action-lint:disable all - generated",
                        "// action-lint:disable-file", "/* action-lint:enable invalid-suppression */",
                        "// Runs action-lint: see the README", "// TODO: action-lint:disable when ready"] {
            XCTAssertEqual(invalid(comment), [], comment)
        }
    }

    /// A disable that suppresses nothing is reported (SwiftLint's superfluous disable); one that
    /// takes a duplicate's site out of its group is used; `all` is never checked for use.
    func testUnusedDisableIsReported() {
        XCTAssertEqual(invalid("// action-lint:disable:next duplicate-action-closure"), [
            "6:13 The `action-lint:disable:next duplicate-action-closure` comment suppresses nothing; remove it",
        ])
        let duplicated = """
        struct ProfileView: View {
            @State private var profile = Profile()

            var body: some View {
                VStack {
                    Button("Store") {
                        profile.save()
                        profile.close()
                    }
                    // action-lint:disable:next duplicate-action-closure
                    Button("Save") {
                        profile.save()
                        profile.close()
                    }
                }
            }
        }
        """
        XCTAssertEqual(LintHarness.findings(duplicated.replacingOccurrences(of: "// action-lint:disable:next duplicate-action-closure", with: ""))
            .map(\.ruleID), ["duplicate-action-closure"], "without the comment, a duplicate")
        let findings = LintHarness.findings(duplicated)
        XCTAssertEqual(findings.map(\.ruleID), [], "the disable is used: the only other site leaves the pair")
        XCTAssertEqual(invalid("// action-lint:disable:next all"), [])
    }

    func testAnInvalidSuppressionCanItselfBeSuppressed() {
        let code = "// action-lint:disable-file invalid-suppression\n" + Self.view(comment: "// action-lint:disable:next nope")
        XCTAssertEqual(LintHarness.findings(code).filter { $0.ruleID == "invalid-suppression" }.count, 0)
    }
}
