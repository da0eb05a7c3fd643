@testable import ActionLintSyntax
import XCTest

/// Modern Swift (`@Observable` models, macros) in the model.
/// The syntax model alone; what the action catalog makes of it is in `ActionLintRulesTests/Actions/Sites`.
final class ModernSwiftModelTests: XCTestCase {
    private let file = SyntaxFixture.load("Parser/ModernApp.swift")

    func testObservableModelIsAPlainClassWhoseCompletionClosuresAreNotActions() {
        let model = file.syntax.types.first { $0.qualifiedName == "CounterModel" }
        XCTAssertEqual(model?.kind, .class)
        XCTAssertEqual(model?.modifiers, ["final"])
        XCTAssertEqual(model.map { file.text($0.declarationStart) }, "@Observable")
        XCTAssertEqual(file.syntax.members.filter(\.isViewBuilding).map(\.name), ["body", "body"])
    }
}
