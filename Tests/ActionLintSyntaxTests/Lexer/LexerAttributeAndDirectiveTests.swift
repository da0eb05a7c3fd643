import XCTest
@testable import ActionLintSyntax

/// Attributes (`@State`), compiler directives (`#if`) and macro expansions (`#Preview`).
final class LexerAttributeAndDirectiveTests: LexerTestCase {
    func testPropertyWrapperAndGlobalActorAttributes() {
        assertTokens("@State private var n = 0\n@MainActor @Observable final class M {}", [
            (.attribute, "@State"), (.keyword, "private"), (.keyword, "var"), (.identifier, "n"), (.equal, "="),
            (.integerLiteral, "0"), (.attribute, "@MainActor"), (.attribute, "@Observable"), (.identifier, "final"),
            (.keyword, "class"), (.identifier, "M"), (.leftBrace, "{"), (.rightBrace, "}"),
        ])
    }

    func testAttributeWithArguments() {
        assertTokens("@available(iOS 17, *)", [
            (.attribute, "@available"), (.leftParen, "("), (.identifier, "iOS"), (.integerLiteral, "17"),
            (.comma, ","), (.binaryOperator, "*"), (.rightParen, ")"),
        ])
    }

    func testResultBuilderAttribute() {
        assertTokens("@ViewBuilder var body: some View", [
            (.attribute, "@ViewBuilder"), (.keyword, "var"), (.identifier, "body"), (.colon, ":"),
            (.identifier, "some"), (.identifier, "View"),
        ])
    }

    func testLoneAtSignIsUnknown() {
        assertTokens("@ x", [(.unknown, "@"), (.identifier, "x")])
    }

    func testConditionalCompilationBlock() {
        assertTokens("#if os(iOS)\na\n#elseif canImport(AppKit)\nb\n#else\nc\n#endif", [
            (.poundDirective, "#if"), (.identifier, "os"), (.leftParen, "("), (.identifier, "iOS"), (.rightParen, ")"),
            (.identifier, "a"),
            (.poundDirective, "#elseif"), (.identifier, "canImport"), (.leftParen, "("), (.identifier, "AppKit"),
            (.rightParen, ")"), (.identifier, "b"),
            (.poundDirective, "#else"), (.identifier, "c"), (.poundDirective, "#endif"),
        ])
    }

    func testNegatedCondition() {
        assertTokens("#if !DEBUG", [(.poundDirective, "#if"), (.prefixOperator, "!"), (.identifier, "DEBUG")])
    }

    func testMacroExpansionsAndPoundKeywords() {
        assertTokens("#selector(f) #Preview { V() } #warning(\"x\") #available(iOS 17, *)", [
            (.poundKeyword, "#selector"), (.leftParen, "("), (.identifier, "f"), (.rightParen, ")"),
            (.poundKeyword, "#Preview"), (.leftBrace, "{"), (.identifier, "V"), (.leftParen, "("), (.rightParen, ")"),
            (.rightBrace, "}"),
            (.poundKeyword, "#warning"), (.leftParen, "("), (.stringStart, "\""), (.stringSegment, "x"),
            (.stringEnd, "\""), (.rightParen, ")"),
            (.poundKeyword, "#available"), (.leftParen, "("), (.identifier, "iOS"), (.integerLiteral, "17"),
            (.comma, ","), (.binaryOperator, "*"), (.rightParen, ")"),
        ])
    }

    func testPreviewWithName() {
        assertTokens(#"#Preview("Dark") { ContentView() }"#, [
            (.poundKeyword, "#Preview"), (.leftParen, "("), (.stringStart, "\""), (.stringSegment, "Dark"),
            (.stringEnd, "\""), (.rightParen, ")"), (.leftBrace, "{"), (.identifier, "ContentView"), (.leftParen, "("),
            (.rightParen, ")"), (.rightBrace, "}"),
        ])
    }

    func testPoundKeywordEndsAnExpression() {
        assertTokens("#line / 2", [(.poundKeyword, "#line"), (.binaryOperator, "/"), (.integerLiteral, "2")])
    }

    func testSourceLocationIsADirectiveAndPrefixesAreNot() {
        assertTokens("#sourceLocation(file: \"a\", line: 1) #iff #els", [
            (.poundDirective, "#sourceLocation"), (.leftParen, "("), (.identifier, "file"), (.colon, ":"),
            (.stringStart, "\""), (.stringSegment, "a"), (.stringEnd, "\""), (.comma, ","), (.identifier, "line"),
            (.colon, ":"), (.integerLiteral, "1"), (.rightParen, ")"), (.poundKeyword, "#iff"), (.poundKeyword, "#els"),
        ])
    }

    func testLonePoundIsUnknown() {
        assertTokens("# x", [(.unknown, "#"), (.identifier, "x")])
    }
}
