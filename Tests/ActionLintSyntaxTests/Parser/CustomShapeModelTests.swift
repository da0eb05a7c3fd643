@testable import ActionLintSyntax
import XCTest

/// Labelled trailing closures of presentation modifiers.
/// The syntax model alone; what the action catalog makes of it is in `ActionLintRulesTests/Actions/Sites`.
final class CustomShapeModelTests: XCTestCase {
    func testConfirmationDialogKeepsItsMessageClosureAsALabelledTrailingClosure() {
        let file = SyntaxFixture.load("Parser/Containers.swift")
        let dialog = file.syntax.calls.first { $0.callee == ".confirmationDialog" }
        XCTAssertEqual(dialog?.trailingClosures.map(\.label), [nil, "message"])
    }
}
