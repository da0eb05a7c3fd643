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
}
