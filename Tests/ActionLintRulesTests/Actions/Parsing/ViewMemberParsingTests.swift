import ActionLintCore
import XCTest

/// Which members build views (and so have their closures read), in the type and in its
/// extensions in the same file.
final class ViewMemberParsingTests: XCTestCase {
    private let file = ParserFixture.load("Parser/ViewMembers.swift")

    func testViewBuildingMembersAreBodySomeViewAndViewBuilderMembers() {
        let members = file.syntax.members.map { "\($0.name) \($0.isViewBuilding)" }
        XCTAssertEqual(members, [
            "body true", "header true", "list true", "footer true", "count false", "sort false", "add false",
            "open false", "toolbarButton true", "badge true", "refresh false", "reset false", "helper false",
            "run false",
        ])
    }

    func testResultTypesAndParameterNamesAreRecorded() {
        let list = member("list")
        XCTAssertEqual(list.kind, .function)
        XCTAssertEqual(list.resultType, "some View")
        XCTAssertEqual(list.parameterNames, ["items"])
        XCTAssertEqual(member("open").parameterNames, ["item", "items"])
        XCTAssertEqual(member("count").resultType, "Int")
        XCTAssertEqual(member("footer").kind, .property)
    }

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

    func testClosuresOutsideViewBuildingMembersAreNotRecorded() {
        for closure in file.syntax.closures {
            XCTAssertTrue(file.syntax.members[closure.member].isViewBuilding)
        }
        XCTAssertFalse(file.syntax.calls.contains { $0.callee == "run" || $0.callee == ".filter" })
    }

    private func member(_ name: String) -> MemberDeclaration {
        file.syntax.members.first { $0.name == name } ?? file.syntax.members[0]
    }
}
