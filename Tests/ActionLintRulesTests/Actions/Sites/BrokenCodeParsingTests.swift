import ActionLintCore
import XCTest

/// Broken code: the parser recovers at the next plausible brace or declaration, never
/// crashes, and reports what it could read.
final class BrokenCodeParsingTests: XCTestCase {
    func testViewsAfterUnbalancedBracesJunkAndAnUnterminatedStringAreFound() {
        let file = ParserFixture.load("Parser/Broken.swift")
        XCTAssertEqual(file.syntax.viewTypeNames, ["BrokenView", "AfterBroken", "Survivor"])
        XCTAssertEqual(ParserFixture.records(file), [
            ActionRecord("BrokenView", "body", "Button", "action", lines: 6...6),
            ActionRecord("BrokenView", "body", "Button", "action", lines: 8...8),
            ActionRecord("AfterBroken", "body", "Button", "action", lines: 17...17),
            ActionRecord("Survivor", "body", "Button", "action", lines: 26...26),
        ])
    }

    func testTypeFlushLeftAfterAnUnclosedTypeIsTopLevel() {
        let file = ParserFixture.parse("""
        struct First: View {
            var body: some View {
                Button("A") { [1, 2].map { $0 }
            }
        }
        @MainActor struct Second: View {
            var body: some View {
                Button("B") { b() }
            }
        }
        """)
        XCTAssertEqual(file.syntax.types.map(\.qualifiedName), ["First", "Second"])
        XCTAssertEqual(file.syntax.types.map(\.parent), [nil, nil])
        XCTAssertEqual(ParserFixture.records(file).map(\.type), ["First", "Second"])
    }

    func testExtensionInsideAnUnclosedTypeIsFileScope() {
        let file = ParserFixture.parse("""
        struct Panel: View {
            var body: some View {
                Button("A") { a() }
            }
            extension Panel {
                var more: some View { Button("B") { b() } }
            }
        """)
        XCTAssertEqual(file.syntax.types.map(\.qualifiedName), ["Panel", "Panel"])
        XCTAssertEqual(ParserFixture.records(file).map { "\($0.type).\($0.member)" }, ["Panel.body", "Panel.more"])
    }

    func testHeaderWithoutABraceDoesNotSwallowTheNextDeclaration() {
        let file = ParserFixture.parse("""
        struct Headless: View
        struct Whole: View {
            var body: some View {
                Button("A") { a() }
            }
        }
        """)
        XCTAssertEqual(file.syntax.types.map(\.qualifiedName), ["Whole"])
        XCTAssertEqual(file.syntax.types.first?.inheritedTypes, ["View"])
        XCTAssertEqual(ParserFixture.records(file).map(\.type), ["Whole"])
    }

    func testFileEndingInsideAnActionReportsItUnclosed() {
        let file = ParserFixture.parse("""
        struct Cut: View {
            var body: some View {
                Button("A") { save(
        """)
        XCTAssertEqual(ParserFixture.records(file), [
            ActionRecord("Cut", "body", "Button", "action", startLine: 3, endLine: nil),
        ])
    }

    func testUnterminatedStringEndsAtTheLineAndTheNextActionIsFound() {
        let file = ParserFixture.parse("""
        struct Quote: View {
            var body: some View {
                Text("open
                Button("A") { a() }
            }
        }
        """)
        XCTAssertEqual(ParserFixture.records(file).map(\.startLine), [4])
    }

    func testDeepNestingDoesNotOverflowTheStack() {
        let depth = 20_000
        let text = "struct Deep: View {\n var body: some View {\n"
            + String(repeating: "VStack { ", count: depth) + "Button(\"A\") { a() }"
            + String(repeating: " }", count: depth) + "\n }\n}\n"
        let file = ParserFixture.parse(text)
        XCTAssertEqual(ParserFixture.records(file).map(\.type), ["Deep"])
        XCTAssertEqual(file.syntax.closures.count, depth + 1)
    }

    func testArbitraryBytesNeverCrash() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("{}()[]<>:;,.\"'`#@$\\ \n\tabc struct View var body some Button in let if case".utf8)
        for _ in 0..<200 {
            let length = Int.random(in: 0..<400, using: &generator)
            let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
            let file = ParsedFile(source: SourceFile(path: "Fuzz.swift", bytes: bytes))
            // Every recorded index points into the model and the token array.
            for closure in file.syntax.closures {
                XCTAssertLessThan(closure.member, file.syntax.members.count)
                XCTAssertLessThan(closure.leftBrace, file.tokens.count)
            }
            _ = ParserFixture.records(file)
        }
    }
}
