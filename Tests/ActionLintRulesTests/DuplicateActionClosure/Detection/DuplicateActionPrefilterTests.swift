import XCTest
import ActionLintCore
@testable import ActionLintRules

/// `DuplicateActionPrefilter`: which files it lets skip the parse. The safe direction (it never
/// hides a finding) is `UnparsedFileEquivalenceTests`; these pin down that it does filter.
final class DuplicateActionPrefilterTests: XCTestCase {
    private func mayHaveDuplicates(_ body: String, settings: RuleSettings = RuleSettings()) -> Bool {
        let code = """
        import SwiftUI

        struct EditorView: View {
            @State private var text = ""
            @State private var isSaved = false

            var body: some View {
        \(body)
            }
        }
        """
        let source = SourceFile(path: "EditorView.swift", text: code)
        let file = ParsedFile.tokensOnly(source: source, tokens: Lexer.tokenize(source.bytes))
        return DuplicateActionPrefilter.mayHaveDuplicates(file, settings: settings)
    }

    /// Renamed bindings and a differing literal or case: the rule's duplicates with parameters,
    /// which the prefilter must let through (it masks those tokens, `SlotMask`).
    func testBodiesDifferingInPerSiteValuesNeedTheParse() {
        XCTAssertTrue(mayHaveDuplicates("""
                VStack {
                    ForEach(drafts) { draft in
                        Button("Send") { store.send(draft); isSaved = true }
                    }
                    ForEach(outbox) { letter in
                        Button("Send") { store.send(letter); isSaved = true }
                    }
                }
        """))
        XCTAssertTrue(mayHaveDuplicates("""
                VStack {
                    Button("Timed") { store.start(.timed, level: 1); isSaved = false }
                    Button("Free") { store.start(.unlimited, level: 2); isSaved = false }
                }
        """))
    }

    /// A synchronous site's `Task { … }` around an async site's body.
    func testATaskAroundAnAsyncBodyNeedsTheParse() {
        XCTAssertTrue(mayHaveDuplicates("""
                List { Text(text) }
                    .refreshable { await store.reload(); isSaved = false }
                    .toolbar { Button("Reload") { Task { await store.reload(); isSaved = false } } }
        """))
    }

    /// Different members called (`save` / `load`) are not per-site values.
    func testBodiesCallingDifferentMembersStillSkipTheParse() {
        XCTAssertFalse(mayHaveDuplicates("""
                VStack {
                    Button("Save") { store.save(text); isSaved = true }
                    Button("Load") { store.load(text); isSaved = true }
                }
        """))
    }

    func testRepeatedActionBodiesNeedTheParse() {
        XCTAssertTrue(mayHaveDuplicates("""
                VStack {
                    Button("Save") {
                        store.save(text)
                        isSaved = true
                    }
                    Text(text).onTapGesture {
                        store.save(text)
                        isSaved = true
                    }
                }
        """))
    }

    func testDifferentActionBodiesDoNot() {
        XCTAssertFalse(mayHaveDuplicates("""
                VStack {
                    Button("Save") {
                        store.save(text)
                        isSaved = true
                    }
                    Text(text).onTapGesture {
                        store.reload()
                        isSaved = false
                    }
                }
        """))
    }

    /// The same body in braces that are not actions (`label:`, a `ForEach` row) is no duplicate.
    func testRepeatedBodiesOutsideActionsDoNot() {
        XCTAssertFalse(mayHaveDuplicates("""
                VStack {
                    Menu {
                        Text("A long enough label")
                        Text("with two rows")
                    } label: {
                        Text("A long enough label")
                        Text("with two rows")
                    }
                }
        """))
    }

    /// `dismiss()` twice is too short under the default thresholds and trivial by its shape
    /// under the lowest ones, as the rule judges it; with `reportTrivial` it is worth a parse.
    func testTrivialBodiesFollowTheThresholds() {
        let body = """
                VStack {
                    Button("Close") { dismiss() }
                    Text("x").onTapGesture { dismiss() }
                }
        """
        XCTAssertFalse(mayHaveDuplicates(body))
        XCTAssertFalse(mayHaveDuplicates(body, settings: .thresholds(minStatements: 1, minTokens: 1)))
        XCTAssertTrue(mayHaveDuplicates(body, settings: .thresholds(minStatements: 1, minTokens: 1, reportTrivial: true)))
    }

    /// One call on its own line, its braces on the lines around it, is one statement: a pair of
    /// them trivial by shape (`Label(…)` rows, `model.pageSize = 20`) needs no parse.
    func testOneStatementBetweenLineBreaksIsOneStatement() {
        XCTAssertFalse(mayHaveDuplicates("""
                VStack {
                    Button("Small") {
                        model.setPageSize(to: 20, animated: true)
                    }
                    Button("Large") {
                        model.setPageSize(to: 50, animated: true)
                    }
                }
        """))
        XCTAssertTrue(mayHaveDuplicates("""
                VStack {
                    Button("Small") {
                        model.setPageSize(to: 20, animated: true)
                        dismiss()
                    }
                    Button("Large") {
                        model.setPageSize(to: 50, animated: true)
                        dismiss()
                    }
                }
        """))
    }

    /// The seed's near-duplicate: a guarded body whose rest repeats another body.
    func testAGuardedBodyRepeatingAnotherNeedsTheParse() {
        XCTAssertTrue(mayHaveDuplicates("""
                VStack {
                    TextField("Item", text: $text, onCommit: {
                        guard !text.isEmpty else { return }
                        store.add(text)
                        text = ""
                    })
                    Button("Add") {
                        store.add(text)
                        text = ""
                    }
                }
        """))
    }

    /// Brackets the scanner cannot pair like the parser: parse, whatever the bodies.
    func testIrregularBracketsNeedTheParse() {
        XCTAssertTrue(mayHaveDuplicates("""
                #if os(iOS)
                NavigationStack {
                #else
                NavigationView {
                #endif
                    Text("Hello")
                }
        """))
    }
}
