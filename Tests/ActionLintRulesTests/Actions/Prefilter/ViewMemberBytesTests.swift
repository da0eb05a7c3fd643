@testable import ActionLintRules
@testable import ActionLintSyntax
import ActionLintBenchSupport
import ActionLintCore
import XCTest

/// The action rules leave a file unlexed when its bytes show no view-building member
/// (`ViewMemberBytes`): that must never be said of a file the parser finds one in.
final class ViewMemberBytesTests: XCTestCase {
    private func mayDeclare(_ text: String) -> Bool { ViewMemberBytes.mayDeclareViewMembers(Array(text.utf8)) }

    func testEveryFileWithAViewMemberIsSeen() {
        let folders = ["Demo", "Fuzz", "Lexer", "Parser", "ModuleIndex"] + RuleRegistry.ruleIDs.map { "Rules/\($0)" }
        var inputs = folders.flatMap { PipelineCheck.fixtureFiles(in: $0) }.map(\.bytes)
        inputs += SyntheticCorpus.generate(fileCount: 160, seed: 11).map { Array($0.contents.utf8) }
        var generator = SplitMix64(seed: 0xB17E5)
        for round in 0..<300 {
            var bytes = inputs[round % inputs.count]
            FixtureMutator.mutate(&bytes, using: &generator)
            inputs.append(bytes)
        }
        var unseen = 0
        for bytes in inputs {
            let syntax = ParsedFile(source: SourceFile(path: "T.swift", bytes: bytes)).syntax
            let seen = ViewMemberBytes.mayDeclareViewMembers(bytes)
            if syntax.members.contains(where: \.isViewBuilding) {
                XCTAssertTrue(seen, String(decoding: bytes.prefix(120), as: UTF8.self))
            }
            if !seen { unseen += 1 }
        }
        // Not vacuous: model files are left unlexed.
        XCTAssertGreaterThan(unseen, 5)
    }

    /// The byte test restates the parser's lists (`DeclarationWords`): every result type and
    /// builder attribute there is seen, so a name added to them cannot be skipped unnoticed.
    func testEveryResultTypeAndBuilderTheParserKnowsIsSeen() {
        for resultType in DeclarationWords.viewResultTypes {
            XCTAssertTrue(mayDeclare("var member: \(resultType) {"), resultType)
        }
        for attribute in DeclarationWords.builderAttributes {
            XCTAssertTrue(mayDeclare("\(attribute) var member: Never {"), attribute)
        }
    }

    /// The scan reads two blocks of sixteen bytes at a time, then one, then single bytes: a word
    /// is seen at every offset from a file's start, in each of those reads and across their
    /// edges, and a near miss at none.
    func testAWordIsSeenAtEveryOffset() {
        let filler = "let spacer = 1\n"
        for offset in 0..<80 {
            let lead = String(repeating: filler, count: offset / filler.count) + String(repeating: " ", count: offset % filler.count)
            let tail = "\n" + String(repeating: filler, count: 3)
            for word in ["var body: some View {", "@ViewBuilder var row: Text", "var erased: AnyView"] {
                XCTAssertTrue(mayDeclare(lead + word + tail), "\(word) at \(offset)")
                XCTAssertTrue(mayDeclare(lead + word), "\(word) at \(offset), at the end")
            }
            for word in ["var body: someView {", "enum Builder {}", "var any: Int"] {
                XCTAssertFalse(mayDeclare(lead + word + tail), "\(word) at \(offset)")
            }
        }
    }

    func testTheWordsThatMakeAViewMember() {
        for text in [
            "var body: some View { Text(\"\") }", "var body: some\n    View {", "var row: some /* c */ View {",
            "func card() -> some SwiftUI.View {", "var content: any View", "var erased: AnyView",
            "@ViewBuilder var header: Text", "@SwiftUI.ViewBuilder func header() -> Text", "@ToolbarContentBuilder var bar",
            "@ /* spaced */ ViewBuilder var header: Text", "@SwiftUI .ViewBuilder var header: Text",
            "var scene: some Scene {", "var body: some View & Equatable {", "var row: some TableRowContent {",
            "var bar: some `View` {",
            "var body: some\u{A0}View {",  // a no-break space: white space to the lexer
        ] {
            XCTAssertTrue(mayDeclare(text), text)
        }
        for text in [
            "// Works for any value, and some cases.\nstruct Store { var items: [Item] }",
            "let value = Optional.some(1)", "func handle(_ error: any Error) {}", "let handsome = someView",
            "let anyView = 1", "struct Builders {}",
            // A name ending in `Builder` that is no attribute: a type, a UIKit parameter.
            "public enum Builder {\n  static let title = \"Builder\"\n}", "func buildMenu(with builder: UIMenuBuilder) {}",
            // A result type after `some` that is no view: an App Intent's, a collection's.
            "func perform() async throws -> some IntentResult { .result() }", "func ids() -> some Sequence<Int> { [1] }",
            "var views: some Viewable", "var body: some WidgetConfiguration {",
        ] {
            XCTAssertFalse(mayDeclare(text), text)
        }
    }
}
