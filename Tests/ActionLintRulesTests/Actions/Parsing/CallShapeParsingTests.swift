import ActionLintCore
import XCTest

/// Labelled, trailing and multiple trailing closures, modifiers, Allman braces, and calls
/// inside result-builder `if`/`switch`/`ForEach`/`#if` branches.
final class CallShapeParsingTests: XCTestCase {
    private let file = ParserFixture.load("Parser/CallShapes.swift")

    func testEveryCallShapeYieldsItsActionWithTheParameterItBindsTo() {
        XCTAssertEqual(ParserFixture.records(file), [
            ActionRecord("ComposeView", "body", "TextField", "onCommit", lines: 15...15),
            ActionRecord("ComposeView", "body", "Button", "action", lines: 16...16),
            ActionRecord("ComposeView", "body", "Button", "action", lines: 17...17),
            ActionRecord("ComposeView", "body", "Button", "action", lines: 18...20),
            ActionRecord("ComposeView", "body", "Button", "action", lines: 24...24),
            ActionRecord("ComposeView", "body", "Menu", "primaryAction", lines: 27...29),
            ActionRecord("ComposeView", "body", ".onTapGesture", "perform", lines: 32...34),
            ActionRecord("ComposeView", "body", ".onSubmit", "_", lines: 35...35),
            ActionRecord("ComposeView", "status", "Button", "action", lines: 43...43),
            ActionRecord("ComposeView", "status", "Button", "action", lines: 47...47),
            ActionRecord("ComposeView", "status", "Button", "action", lines: 50...50, bound: ["index"]),
            ActionRecord("ComposeView", "status", "Button", "action", lines: 55...55),
        ])
    }

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

    func testAllmanBraceOnTheNextLineIsStillTheTrailingClosure() {
        let tap = file.syntax.calls.first { $0.callee == ".onTapGesture" }
        XCTAssertEqual(tap.map { ParserFixture.line(of: $0.calleeToken, in: file) }, 31)
        XCTAssertEqual(tap?.trailingClosures.map { ParserFixture.line(of: file.syntax.closures[$0.closure].leftBrace, in: file) }, [32])
    }

    func testConditionalBranchesThatOpenContainersDifferentlyStayBalanced() {
        // Both containers are read; the `#else` branch's container is the one whose `}` closes.
        let containers = file.syntax.calls.filter { $0.callee == "NavigationStack" || $0.callee == "NavigationView" }
        XCTAssertEqual(containers.map(\.callee), ["NavigationStack", "NavigationView"])
        let closeLines = containers.map { call in
            file.syntax.closures[call.trailingClosures[0].closure].rightBrace.map { ParserFixture.line(of: $0, in: file) }
        }
        XCTAssertEqual(closeLines, [nil, 37])
        let body = file.syntax.members.first { $0.name == "body" }
        XCTAssertEqual(body?.rightBrace.map { ParserFixture.line(of: $0, in: file) }, 38)
        let form = file.syntax.calls.first { $0.callee == "Form" }
        let formParent = form.flatMap { file.syntax.closures[$0.trailingClosures[0].closure].parent }
        XCTAssertEqual(formParent, containers.last?.trailingClosures[0].closure)
    }

    private func trailingLabels(of callee: String) -> [[String?]] {
        file.syntax.calls.filter { $0.callee == callee && !$0.trailingClosures.isEmpty }.map { $0.trailingClosures.map(\.label) }
    }
}
