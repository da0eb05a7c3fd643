import ActionLintCore
import ActionLintRules
import XCTest

/// The demo file the project started from: the two duplicated actions it exists to show.
final class SeedFixtureParsingTests: XCTestCase {
    private let seed = ParserFixture.load("Demo/AddItemView.swift")

    func testExactlyTheTextFieldCommitAndTheButtonTrailingClosure() {
        XCTAssertEqual(seed.syntax.viewTypeNames, ["AddItemView"])
        XCTAssertEqual(ParserFixture.records(seed), [
            ActionRecord("AddItemView", "body", "TextField", "onCommit", lines: 9...17),
            ActionRecord("AddItemView", "body", "Button", "action", lines: 19...23),
        ])
    }

    func testPositionsAndStatementsOfBothActions() {
        let sites = ActionClassifier.actionSites(in: seed)
        XCTAssertEqual(sites.map(\.position), [.argument(label: "onCommit"), .trailing])
        XCTAssertEqual(sites.map { $0.spelled(in: seed) }, ["TextField(onCommit:)", "Button"])
        // guard, let, call, assignment — and the same last three in the Button.
        XCTAssertEqual(sites.map { seed.syntax.closures[$0.closure].statementStarts.count }, [4, 3])
        XCTAssertEqual(sites.map { seed.syntax.closures[$0.closure].boundReads }, [[], []])
    }
}
