import ActionLintCore
import XCTest

/// Which members build views (and so have their closures read), in the type and in its
/// extensions in the same file.
final class ViewMemberParsingTests: XCTestCase {
    private let file = ParserFixture.load("Parser/ViewMembers.swift")

    func testActionsInEveryViewBuildingMemberButNotInPlainOnes() {
        // `count` filters with a closure and `helper` passes one to `run`: neither builds views.
        XCTAssertEqual(ParserFixture.records(file), [
            ActionRecord("LibraryView", "header", "Button", "action", lines: 14...14),
            ActionRecord("LibraryView", "list", ".onTapGesture", "perform", lines: 19...19, bound: ["item", "items"]),
            ActionRecord("LibraryView", "footer", "Button", "action", lines: 26...26),
            ActionRecord("LibraryView", "toolbarButton", "Button", "action", lines: 41...41),
            ActionRecord("LibraryView", "badge", ".onTapGesture", "perform", lines: 48...48, bound: ["count"]),
        ])
    }
}
