import XCTest

/// How the fix lays out the code it moves and the code it leaves. (Modifiers aligned with a
/// removed `}` moving in is a documented correction of the rule.)
final class FixLayoutTests: XCTestCase {
    func testAllmanBraces() throws {
        try FixGolden.assertFixture("Allman")
    }

    func testTabsAsTheIndentationUnit() throws {
        try FixGolden.assertFixture("Tabs")
    }

    /// Continuation lines aligned under an argument keep their alignment.
    func testConsistentRelativeIndentationIsShiftedNotRelaid() throws {
        try FixGolden.assertFixture("RelativeIndentation")
    }

    /// A multi-line string's lines are its content: they are never re-indented.
    func testMultilineStringContentIsKept() throws {
        try FixGolden.assertFixture("MultilineString")
    }

    /// Statements at the body's own level that start at different columns are re-laid, not
    /// shifted with their wandering kept.
    func testWanderingStatementsAreReindented() throws {
        try FixGolden.assertFixture("WanderingIndentation")
    }

    /// A whitespace-only line inside a multi-line string is content and moves with the string.
    func testWhitespaceLineInsideMultilineStringIsKept() throws {
        try FixGolden.assertFixture("MultilineWhitespace")
    }
}
