@testable import ActionLintSyntax
import XCTest

/// Calls, their trailing closures and labels, and how containers nest.
/// The syntax model alone; what the action catalog makes of it is in `ActionLintRulesTests/Actions/Sites`.
final class CallShapeModelTests: XCTestCase {
    private let file = SyntaxFixture.load("Parser/CallShapes.swift")

    func testMultipleTrailingClosuresKeepTheirLabels() {
        XCTAssertEqual(trailingLabels(of: "Menu"), [[nil, "label", "primaryAction"]])
        XCTAssertEqual(trailingLabels(of: "Button").filter { $0.count > 1 }, [[nil, "label"]])
    }

    func testClosuresInsideParenthesesKeepTheirLabels() {
        let labelled = file.syntax.calls.first { $0.callee == "Button" && $0.arguments.count == 2 }
        XCTAssertEqual(labelled?.arguments.map(\.label), ["action", "label"])
        XCTAssertEqual(labelled?.arguments.map { $0.closure != nil }, [true, true])
        XCTAssertEqual(labelled?.trailingClosures.count, 0)
        let field = file.syntax.calls.first { $0.callee == "TextField" }
        XCTAssertEqual(field?.arguments.map(\.label), [nil, "text", "onCommit"])
        XCTAssertEqual(field?.arguments.map { $0.closure != nil }, [false, false, true])
    }

    /// `SwiftUI.Button` is the `Button` its module declares; a `Button` reached through a value
    /// (`theme.Button`) stays a member.
    func testAModuleQualifiedCalleeIsItsName() {
        let file = SyntaxFixture.parse("""
        struct Row: View {
            var body: some View {
                SwiftUI.Button("Save") { save() }
                theme.Button { save() }
            }
        }
        """)
        XCTAssertEqual(file.syntax.calls.map(\.callee).filter { $0.hasSuffix("Button") }, ["Button", ".Button"])
    }

    func testAllmanBraceOnTheNextLineIsStillTheTrailingClosure() {
        let tap = file.syntax.calls.first { $0.callee == ".onTapGesture" }
        XCTAssertEqual(tap.map { SyntaxFixture.line(of: $0.calleeToken, in: file) }, 31)
        XCTAssertEqual(tap?.trailingClosures.map { SyntaxFixture.line(of: file.syntax.closures[$0.closure].leftBrace, in: file) }, [32])
    }

    func testConditionalBranchesThatOpenContainersDifferentlyStayBalanced() {
        // Both containers are read; the `#else` branch's container is the one whose `}` closes.
        let containers = file.syntax.calls.filter { $0.callee == "NavigationStack" || $0.callee == "NavigationView" }
        XCTAssertEqual(containers.map(\.callee), ["NavigationStack", "NavigationView"])
        let closeLines = containers.map { call in
            file.syntax.closures[call.trailingClosures[0].closure].rightBrace.map { SyntaxFixture.line(of: $0, in: file) }
        }
        XCTAssertEqual(closeLines, [nil, 37])
        let body = file.syntax.members.first { $0.name == "body" }
        XCTAssertEqual(body?.rightBrace.map { SyntaxFixture.line(of: $0, in: file) }, 38)
        let form = file.syntax.calls.first { $0.callee == "Form" }
        let formParent = form.flatMap { file.syntax.closures[$0.trailingClosures[0].closure].parent }
        XCTAssertEqual(formParent, containers.last?.trailingClosures[0].closure)
    }

    /// An argument's value runs to its last token, past the brackets of a call or closure inside
    /// it: `NotificationCenter.default.publisher(for: .saved)`, `items.filter { $0.isDone }`.
    func testAnArgumentValueReachesPastNestedBrackets() {
        let parsed = SyntaxFixture.parse("""
        struct InboxView: View {
            var body: some View {
                List(items.filter { $0.isDone }.sorted(by: order)) { item in Text(item.title) }
                    .onReceive(NotificationCenter.default.publisher(for: .saved)) { _ in reload() }
                    .onChange(of: model.selection[0], initial: (count > 1)) { reload() }
            }
        }
        """)
        let values = { (callee: String) -> [String] in
            let call = parsed.syntax.calls.first { $0.callee == callee }
            return call?.arguments.map { argument in
                (argument.valueStart..<argument.valueEnd).map { parsed.text($0) }.joined()
            } ?? []
        }
        XCTAssertEqual(values("List"), ["items.filter { $0.isDone }.sorted(by: order)"])
        XCTAssertEqual(values(".onReceive"), ["NotificationCenter.default.publisher(for: .saved)"])
        XCTAssertEqual(values(".onChange"), ["model.selection[0]", "(count > 1)"])
    }

    private func trailingLabels(of callee: String) -> [[String?]] {
        file.syntax.calls.filter { $0.callee == callee && !$0.trailingClosures.isEmpty }.map { $0.trailingClosures.map(\.label) }
    }
}
