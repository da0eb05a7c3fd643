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

    /// Arguments written one a line get the moved action as one more line at their indentation,
    /// and modifiers under a `)` that stands alone keep their column; under an argument line
    /// that ends with the `)`, they move in as after a removed `}`.
    func testArgumentsOneALineTakeTheActionOnItsOwnLine() throws {
        try FixGolden.assertTypeCheckedFixture("VerticalArguments")
    }

    /// A `.sheet(onDismiss:)` site chained below a `Button { … }` site: the chain moves in under
    /// the one-line `Button`, the `.sheet`'s own closure becomes the method's name, and the
    /// `}, content: {` and `})` closing the modifier's arguments move in with it.
    func testASiteInTheModifierChainOfAnotherSite() throws {
        try FixGolden.assertTypeCheckedFixture("ChainedSheetSite")
    }

    /// Comment lines that open the bodies and differ from site to site stay at their sites; the
    /// method holds the statements alone (a site without a comment is passed the method by name).
    func testCommentsThatDifferStayAtTheirSites() throws {
        try FixGolden.assertTypeCheckedFixture("SiteComments")
    }
}
