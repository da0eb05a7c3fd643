import XCTest
@testable import ActionLintRules

final class RuleRegistryTests: XCTestCase {
    func testRuleIDsAreUnique() {
        XCTAssertEqual(Set(RuleRegistry.ruleIDs).count, RuleRegistry.ruleIDs.count)
    }
}
