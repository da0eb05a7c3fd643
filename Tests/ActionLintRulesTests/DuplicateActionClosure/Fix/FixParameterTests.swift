import ActionLintCore
import ActionLintRules
import ActionLintTestSupport
import XCTest

/// Extraction with parameters: per-site bindings, literal and case differences, and async sites
/// sharing a synchronous site's `Task { }`. Each fixture's input and output type-check against
/// the SwiftUI stub in both language modes, and fixing the output again changes nothing.
final class FixParameterTests: XCTestCase {
    func assertFixture(_ name: String, suffix: String = "fixed", style: FixStyle = .method,
                       file: StaticString = #filePath, line: UInt = #line) throws {
        try FixGolden.assertTypeCheckedFixture(name, suffix: suffix, style: style, file: file, line: line)
    }

    /// `if let song = selection` of a `Song?`, in property style: `var playAction: (Song) -> Void`.
    func testIfLetInPropertyStyle() throws {
        try assertFixture("IfLetProperty", suffix: "fixed-property", style: .property)
    }

    /// Two `ForEach` rows over `[Song]` and `Array<Song>` (bindings named `song` and `track`) and
    /// an `if let` of a `Song?`: one `func play(_ song: Song)`.
    func testForEachItemsAndIfLetBecomeOneParameter() throws {
        try assertFixture("ForEachBindings")
    }

    /// The same `note` in a row's `.swipeActions` and `.contextMenu`.
    func testOneRowsBindingInTwoMenus() throws {
        try assertFixture("RowActions")
    }

    /// `if let index = reminders.firstIndex(where: …)` in a `.contextMenu` and `firstIndex(of:)`
    /// in a `.swipeActions` of `[Reminder]`: one `func delete(_ index: Int)`.
    func testTheIndexAnArrayFindsIsAnInt() throws {
        try assertFixture("IndexedDelete")
    }

    /// A closure parameter's written type (`(pin: Chapter) in`) and a builder function's parameter.
    func testWrittenClosureAndFunctionParameterTypes() throws {
        try assertFixture("BuilderParameters")
    }

    /// `ForEach(0..<5)` and `ForEach(history.indices, id: \.self)` give `Int`; `id: \.self` over `[String]` gives `String`.
    func testRangesIndicesAndSelfIdentifiedStrings() throws {
        try assertFixture("IndexedRows")
    }

    /// `.timed` / `.unlimited` passed twice each (one parameter, typed by the property and the
    /// function's parameter), and a `Double` literal assigned to a `Double` property.
    func testLiteralAndCaseDifferences() throws {
        try assertFixture("LiteralDifferences")
    }

    /// `.task` and `.refreshable` await the member; the toolbar button keeps its `Task { }`.
    func testAsyncSitesAndATaskWrappingButton() throws {
        try assertFixture("TaskContexts")
    }

    /// The same multi-line report at two depths, sent with two priorities: `BodyShape` compares
    /// the string by its content, as `ActionBody` does.
    func testAMultilineStringAtTwoDepthsBesideALiteralParameter() throws {
        try assertFixture("MultilineParameter")
    }

    /// Of three Buttons differing in one literal, one is suppressed: the two left are regrouped
    /// with parameters, as they were grouped the first time.
    func testTheSitesLeftAfterASuppressionKeepTheirParameter() throws {
        try assertFixture("SuppressedParameterSite")
    }
}
