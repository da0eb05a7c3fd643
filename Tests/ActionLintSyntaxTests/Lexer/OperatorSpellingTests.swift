import ActionLintSyntax
import XCTest

final class OperatorSpellingTests: XCTestCase {
    func testCompoundAssignmentsEndInEqualsAndAreNoComparison() {
        for text in ["+=", "-=", "*=", "/=", "%=", "&&=", "??=", "<<=", "&+="] {
            XCTAssertTrue(OperatorSpelling.isCompoundAssignment(text), text)
        }
        for text in ["=", "==", "!=", "<=", ">=", "===", "!==", "+", "->", "..<"] {
            XCTAssertFalse(OperatorSpelling.isCompoundAssignment(text), text)
        }
    }
}
