@testable import ActionLintSyntax
import XCTest

/// Which members build views, and what the parser records of them.
/// The syntax model alone; what the action catalog makes of it is in `ActionLintRulesTests/Actions/Sites`.
final class ViewMemberModelTests: XCTestCase {
    private let file = SyntaxFixture.load("Parser/ViewMembers.swift")

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
