import XCTest
import ActionLintCore
@testable import ActionLintRules

/// Actions nested in actions (`Button { Button { … } }`, thousands deep) must not make the rule
/// read every body in full: that would read the file once per level. The length pre-filter keeps
/// only bodies that could match another one.
final class NestedActionsLinearityTests: XCTestCase {
    static func deepView(depth: Int) -> String {
        "struct Deep: View {\n    var body: some View {\n        VStack {\n"
            + String(repeating: "Button { ", count: depth) + "log()" + String(repeating: " }", count: depth) + "\n"
            + "            Button(\"Save\") { store.save(); close() }\n"
            + "            Button(\"Keep\") { store.save(); close() }\n"
            + "        }\n    }\n}\n"
    }

    func testDeeplyNestedActionsKeepOnlyLengthCandidates() {
        let file = LintHarness.parse(Self.deepView(depth: 3_000))
        let sites = ActionClassifier.actionSites(in: file)
        XCTAssertEqual(sites.count, 3_002)
        // Every nested body has its own length; the two real duplicates survive, and the
        // innermost `{ log() }`, whose 3 tokens match the length of their second statement.
        let kept = DuplicateActionClosureRule.lengthCandidates(sites, file: file)
        XCTAssertEqual(kept.count, 3)
    }

    func testTheRealDuplicateIsStillFoundAndFixed() {
        let code = Self.deepView(depth: 20_000)
        let findings = LintHarness.findings(code)
        XCTAssertEqual(findings.count, 1)
        XCTAssertNotNil(findings.first?.fix)
        let fixed = LintHarness.fixed(code).text
        XCTAssertTrue(fixed.contains("Button(\"Save\", action: save)"))
    }
}
