import XCTest
import ActionLintCore

/// `ClosureLiteralScanner`: what it reports before each brace, the pairs it keeps, and the
/// bracket shapes where it must give up because the parser would pair braces differently.
final class ClosureLiteralScannerTests: XCTestCase {
    private func file(_ code: String) -> ParsedFile {
        let source = SourceFile(path: "T.swift", text: code)
        return ParsedFile.tokensOnly(source: source, tokens: Lexer.tokenize(source.bytes))
    }

    /// Every `{` of `code` with what stands before it, described with token texts.
    private func openings(_ code: String) -> [String] {
        let parsed = file(code)
        var seen: [String] = []
        _ = ClosureLiteralScanner(file: parsed).scan { opening in
            switch opening {
            case let .labelled(label): seen.append("labelled \(parsed.text(label))")
            case .unlabelledArgument: seen.append("argument")
            case let .trailing(callee?): seen.append("trailing \(parsed.text(callee))")
            case .trailing(callee: nil): seen.append("trailing ?")
            case .afterDirective: seen.append("directive")
            case .other: seen.append("other")
            }
            return false
        }
        return seen
    }

    func testOpeningsOfTheUsualShapes() {
        let code = """
        struct V: View {
            var body: some View {
                Button(action: { save() }) { Text("Save") }
                TextField("Name", text: $name, onCommit: { save() })
                Button("Go") { go() } label: { Text("Go") }
                Grid<Int> { cell() }
                List(items, { item in row(item) })
                .onAppear { load() }
                if ready { go() } else { wait() }
                let handler = { stop() }
                (x) { y() }
            }
        }
        """
        // The scan knows no declarations: `View {` reads like a trailing closure of `View`,
        // which no action callee is.
        XCTAssertEqual(openings(code), [
            "trailing View", "trailing View",
            "labelled action", "trailing Button",
            "labelled onCommit",
            "trailing Button", "labelled label",
            "trailing Grid",
            "argument",
            "trailing onAppear",
            "trailing ready", "other",
            "other",
            "trailing ?",
        ])
    }

    func testABraceAfterADirectiveLineIsUnknown() {
        let code = "var body: some View {\n    Foo(\n#if os(iOS)\n    { a() }\n#else\n    { b() }\n#endif\n    )\n}\n"
        XCTAssertEqual(openings(code), ["trailing View", "directive", "directive"])
    }

    /// The kept pairs are where the parser puts each closure: the body starts after `in`.
    func testKeptPairsMatchTheParser() throws {
        let code = """
        struct V: View {
            var body: some View {
                VStack {
                    Button("Add") { model.add() }
                    ForEach(items) { item in
                        Text(item.name).onTapGesture { [weak model] in model?.open(item) }
                    }
                }
            }
        }
        """
        let parsed = file(code)
        let kept = try XCTUnwrap(ClosureLiteralScanner(file: parsed).scan { _ in true })
        let full = ParsedFile(source: SourceFile(path: "T.swift", text: code))
        let keptPairs = kept.map { [$0.leftBrace, $0.bodyStart, $0.rightBrace] }
        let closures = full.syntax.closures.map { [$0.leftBrace, $0.bodyStart, $0.rightBrace!] }
        // Braces that are not closures (the type's and the member's) are kept too; every
        // closure the parser found is among them, paired the same way.
        XCTAssertEqual(kept.count, closures.count + 2)
        for closure in closures { XCTAssertTrue(keptPairs.contains(closure), "\(closure)") }
    }

    /// A body's weight counts its significant tokens but `;`, `.` and `self`, so bodies that
    /// differ only in `self.` and `;` weigh the same; `#if` lines and signatures are handled.
    func testBodyWeightsIgnoreSemicolonsPeriodsAndSelf() throws {
        let code = """
        struct V: View {
            var body: some View {
                Button("A") { self.model.save(); dismiss() }
                Button("B") { model.save()
                    dismiss() }
                List(items) { item in self.open(item) }
                Text("C").onTapGesture {
                    #if os(iOS)
                    haptics.play()
                    #endif
                }
            }
        }
        """
        let parsed = file(code)
        let kept = try XCTUnwrap(ClosureLiteralScanner(file: parsed).scan { _ in true })
        // In closing order: the three buttons' and list's bodies, the gesture, then body and type.
        let weights = kept.map(\.bodyWeight)
        XCTAssertEqual(weights.count, 6)
        // model save ( ) dismiss ( ) — without `self`, `.` and `;`.
        XCTAssertEqual(weights[0], 7)
        XCTAssertEqual(weights[1], 7)
        // open ( item ): the signature `item in` is not body.
        XCTAssertEqual(weights[2], 4)
        // #if os ( iOS ) haptics play ( ) #endif
        XCTAssertEqual(weights[3], 10)
    }

    func testGivesUpWhereTheParserPairsBracesOtherwise() {
        let irregular: [(String, String)] = [
            ("a stray closing brace", "struct V {\n}\n}\n"),
            ("a brace open at the end", "struct V {\n    var body: some View {\n"),
            ("a branch that opens a brace", "var body: some View {\n#if os(iOS)\n    NavigationStack {\n#else\n    NavigationView {\n#endif\n        Text(\"x\")\n    }\n}\n"),
            ("a branch that closes one", "var body: some View {\n    VStack {\n#if DEBUG\n    }\n    Text(\"a\") {\n#endif\n    }\n}\n"),
            ("a type flush left inside braces", "struct Outer {\n    var body: some View {\n        Text(\"a\")\nstruct Inner {\n}\n    }\n}\n"),
            ("an extension inside braces", "struct Outer {\n    extension Inner {}\n}\n"),
        ]
        for (what, code) in irregular {
            XCTAssertNil(ClosureLiteralScanner(file: file(code)).scan { _ in true }, what)
        }
    }

    func testBalancedBranchesAndNestedTypesAreRegular() {
        let code = """
        struct Outer: View {
            struct Inner {
                var value = 1
            }
            var body: some View {
                #if os(iOS)
                Text("a").onTapGesture { tap() }
                #elseif os(macOS)
                Text("b")
                #else
                Text("c")
                #endif
            }
        }
        """
        let kept = ClosureLiteralScanner(file: file(code)).scan { _ in true }
        XCTAssertEqual(kept?.count, 4)
    }
}
