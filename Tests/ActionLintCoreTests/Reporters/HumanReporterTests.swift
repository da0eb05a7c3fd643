import XCTest
@testable import ActionLintCore

final class HumanReporterTests: XCTestCase {
    func testFixture() {
        let expected = """
        Sources/App/AddItemView.swift:12:17: warning[duplicate-action-closure]: This action closure duplicates 1 other in AddItemView
           |
        12 | \t\tButton("Add") { store.add(title) }
           | \t\t              ^
        note: Sources/App/AddItemView.swift:18:46: duplicate action closure here
           |
        18 | \t\tTextField("Title", text: $title, onCommit: { store.add(title) })
           | \t\t                                           ^
        help: Extract the action into `addItem()`

        Sources/My App/List View.swift:7:25: error[duplicate-action-closure]: Action "save(item)" repeats: 100%, <same> & identical
        Extract it by hand.
          |
        7 |         Button("Größe") { save(item) }
          |                         ^
        note: no automatic fix: the closure reads `item`, an element of ForEach

        Found 2 findings in 2 files (3 files linted).

        """
        XCTAssertEqual(HumanReporter().render(ReporterFixture.input()), expected)
    }

    /// Same layout, wrapped in ANSI styles: bold location and message, yellow/red severity and
    /// primary caret, cyan notes and note carets, blue gutter.
    func testFixtureColored() {
        let (bold, yellow, red, cyan, blue, reset) = ("\u{1B}[1m", "\u{1B}[1;33m", "\u{1B}[1;31m", "\u{1B}[1;36m", "\u{1B}[1;34m", "\u{1B}[0m")
        let expected = """
        \(bold)Sources/App/AddItemView.swift:12:17:\(reset) \(yellow)warning[duplicate-action-closure]\(reset)\(bold): This action closure duplicates 1 other in AddItemView\(reset)
        \(blue)   |\(reset)
        \(blue)12 |\(reset) \t\tButton("Add") { store.add(title) }
        \(blue)   |\(reset) \t\t              \(yellow)^\(reset)
        \(cyan)note:\(reset) Sources/App/AddItemView.swift:18:46: duplicate action closure here
        \(blue)   |\(reset)
        \(blue)18 |\(reset) \t\tTextField("Title", text: $title, onCommit: { store.add(title) })
        \(blue)   |\(reset) \t\t                                           \(cyan)^\(reset)
        \(cyan)help:\(reset) Extract the action into `addItem()`

        \(bold)Sources/My App/List View.swift:7:25:\(reset) \(red)error[duplicate-action-closure]\(reset)\(bold): Action "save(item)" repeats: 100%, <same> & identical
        Extract it by hand.\(reset)
        \(blue)  |\(reset)
        \(blue)7 |\(reset)         Button("Größe") { save(item) }
        \(blue)  |\(reset)                         \(red)^\(reset)
        \(cyan)note:\(reset) no automatic fix: the closure reads `item`, an element of ForEach

        Found 2 findings in 2 files (3 files linted).

        """
        XCTAssertEqual(HumanReporter().render(ReporterFixture.input(colored: true)), expected)
    }

    func testNothingFound() {
        XCTAssertEqual(HumanReporter().render(ReporterFixture.empty), "No findings (3 files linted).\n")
        let one = ReportInput(findings: [], filesLinted: 1, toolVersion: "0.1.0")
        XCTAssertEqual(HumanReporter().render(one), "No findings (1 file linted).\n")
    }

    func testSummaryUsesSingularForOne() {
        var finding = ReporterFixture.unfixable
        finding.noFixReason = nil
        let input = ReportInput(findings: [finding], filesLinted: 1, toolVersion: "0.1.0", lineText: { _, _ in nil })
        XCTAssertTrue(HumanReporter().render(input).hasSuffix("\n\nFound 1 finding in 1 file (1 file linted).\n"))
    }

    /// Without the file's text the header still locates the finding; no empty excerpt is drawn.
    func testMissingLineTextSkipsTheExcerpt() {
        var finding = ReporterFixture.duplicate
        finding.related = []
        finding.fix?.applicability = .unsafe
        let input = ReportInput(findings: [finding], filesLinted: 2, toolVersion: "0.1.0")
        let expected = """
        Sources/App/AddItemView.swift:12:17: warning[duplicate-action-closure]: This action closure duplicates 1 other in AddItemView
        help: Extract the action into `addItem()` (unsafe: needs --unsafe-fixes)

        Found 1 finding in 1 file (2 files linted).

        """
        XCTAssertEqual(HumanReporter().render(input), expected)
    }

    /// A caret past the end of the line still lands on its column, and a control character in
    /// the source (here an escape) is shown as U+FFFD instead of reaching the terminal.
    func testCaretPastEndAndControlCharacters() {
        let finding = Finding(
            ruleID: "r",
            severity: .warning,
            message: "m",
            range: ReporterFixture.range("a.swift", line: 9, from: 6, to: 7, offset: 0),
            fix: Fix(title: "Show it", edits: [], applicability: .displayOnly),
            fingerprint: "f"
        )
        let input = ReportInput(findings: [finding], filesLinted: 1, toolVersion: "0", lineText: { _, _ in "a\u{1B}[2J" })
        let expected = """
        a.swift:9:6: warning[r]: m
          |
        9 | a\u{FFFD}[2J
          |      ^
        help: Show it (display only: never applied automatically)

        Found 1 finding in 1 file (1 file linted).

        """
        XCTAssertEqual(HumanReporter().render(input), expected)
    }
}
