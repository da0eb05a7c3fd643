import ActionLintCore
import ActionLintRules
import ActionLintTestSupport
import XCTest

/// One-statement bodies that are worth a method although they are one assignment or one call:
/// derived state recomputed at every site, and calls whose arguments carry two values of the
/// view's state. Each fixture's input and output type-check in both language modes.
final class FixWorthAMethodTests: XCTestCase {
    func assertFixture(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try FixGolden.assertTypeCheckedFixture(name, file: file, line: line)
    }

    /// `nextTab = layout.firstTab(after: current)` in `.onAppear` and `.onReceive`;
    /// `matches = SearchIndex.search(for: query, excluding: pinned)` in three places.
    func testDerivedStateRecomputedInSeveralPlaces() throws {
        try assertFixture("DerivedState")
    }

    /// `model.send(.load(includeArchived: showArchived, sort: sortOrder))` in `.onAppear` and
    /// two `.onChange`; `model.send(.markAllRead)` and `model.send(.open(model.selection))` twice
    /// each stay as they are.
    func testACallCarryingTwoStateValues() throws {
        try assertFixture("StateArguments")
    }
}
