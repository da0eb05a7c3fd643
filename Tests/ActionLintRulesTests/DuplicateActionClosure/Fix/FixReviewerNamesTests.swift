import ActionLintCore
import ActionLintRules
import ActionLintTestSupport
import XCTest

/// Names a reviewer would write (issue 30): one name from the message to the member `--fix`
/// writes, names from what a body does to state, parameters named after where their values go,
/// labelled literal arguments, and groups told apart by the argument they pass. Each fixture's
/// input and output type-check against the SwiftUI stub in Swift 5 and 6 modes, and fixing the
/// output again changes nothing.
final class FixReviewerNamesTests: XCTestCase {
    func assertFixture(_ name: String, unsafe: Bool = false, file: StaticString = #filePath, line: UInt = #line) throws {
        try FixGolden.assertFixture(name, unsafe: unsafe, file: file, line: line)
        SwiftUITypeCheck.assertTypeChecks([
            SwiftUITypeCheck.Source(name: "\(name).input.swift", text: try FixFixtures.text("\(name).input.swift")),
            SwiftUITypeCheck.Source(name: "\(name).fixed.swift", text: try FixFixtures.text("\(name).fixed.swift")),
        ], languageModes: [5, 6], file: file, line: line)
    }

    /// The member a finding's message suggests (`save` of "a method such as `save()`").
    static func suggested(_ finding: Finding) -> String? {
        guard let range = finding.message.range(of: "such as `") else { return nil }
        return String(finding.message[range.upperBound...].prefix { $0 != "(" && $0 != "`" })
    }

    /// The member a fix's title names.
    static func titled(_ finding: Finding) -> String? {
        guard let title = finding.fix?.title, let open = title.firstIndex(of: "`") else { return nil }
        return String(title[title.index(after: open)...].prefix { $0 != "(" && $0 != "`" })
    }

    /// Two groups whose only call is the same: `--fix` extracts one per round. The second
    /// finding's message, its fix's title and the member the second round writes are one name
    /// (the message said `performAction` and the fix wrote `saveAction` before).
    func testTheMessageTheTitleAndTheWrittenMemberAreOneName() throws {
        try assertFixture("NamesAcrossRounds")
        let input = try FixFixtures.text("NamesAcrossRounds.input.swift")
        let findings = DuplicateFindings.of(input)
        XCTAssertEqual(findings.compactMap(Self.suggested), ["save", "saveNotes"])
        XCTAssertEqual(findings.compactMap(Self.titled), ["save", "saveNotes"])
        let fixed = LintHarness.fixed(input).text
        for name in ["save", "saveNotes"] { XCTAssertTrue(fixed.contains("    func \(name)() {\n"), name) }
        // Each round names what is left as the first round did.
        var text = input
        for expected in ["save", "saveNotes"] {
            let finding = try XCTUnwrap(DuplicateFindings.of(text).first)
            XCTAssertEqual(Self.suggested(finding), expected)
            text = String(decoding: FixApplier.apply([try XCTUnwrap(finding.fix)], to: Array(text.utf8)).bytes, as: UTF8.self)
        }
        XCTAssertEqual(text, fixed)
    }

    /// `for (index, _) in rows.enumerated() { rows[index].isChecked = true }` → `checkAllRows`,
    /// `entries.append(…)` → `addEntry`, `selection.removeAll()` → `clearSelection`,
    /// `isPresentingEditor = true` → `presentEditor`: never `enumerated`, `formatted`, `append`.
    func testBodiesAreNamedByWhatTheyDoToState() throws {
        try assertFixture("StateNames")
        let names = DuplicateFindings.of(try FixFixtures.text("StateNames.input.swift")).compactMap(Self.suggested)
        XCTAssertEqual(names, ["checkAllRows", "addEntry", "clearSelection", "presentEditor"])
    }

    /// `task.isChecked = isChecked`, `subscribe(notify: true)`, `changeSelection(to selection:)`,
    /// `setRating(5, submitted: true)`, `setEditing(true)`, `finish(after: 0.3)`: never `value`.
    func testParametersAreNamedByWhereTheirValuesGoAndLiteralsAreLabelled() throws {
        // `task.note` is typed by its literal's spelling alone: the fix is unsafe.
        try assertFixture("ParameterNames", unsafe: true)
        let fixed = try FixFixtures.text("ParameterNames.fixed.swift")
        for declaration in [
            "func save(isChecked: Bool, note: String)", "func setRating(_ rating: Int, submitted: Bool)",
            "func subscribe(notify: Bool)", "func changeSelection(to selection: Bool)", "func setEditing(_ editing: Bool)",
            "func finish(after delay: Double)",
        ] {
            XCTAssertTrue(fixed.contains(declaration), declaration)
        }
        for call in ["save(isChecked: false, note: \"open\")", "setRating(0, submitted: false)", "subscribe(notify: true)",
                     "changeSelection(to: false)", "setEditing(true)", "finish(after: 1.5)"] {
            XCTAssertTrue(fixed.contains("{ \(call) }"), call)
        }
        XCTAssertFalse(fixed.contains("_ value:") || fixed.contains("value2"))
        let messages = DuplicateFindings.of(try FixFixtures.text("ParameterNames.input.swift")).map(\.message)
        XCTAssertTrue(messages.contains { $0.contains("`setRating(_:submitted:)`") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("`changeSelection(to:)`") }, "\(messages)")
    }

    /// `subscribe(notify: <value>, volume: 0, sound: "chime")` and `subscribe(notify: true,
    /// volume: <value>, sound: "bell")`: `setNotify(_:)` and `setVolume(_:)`, not `subscribe` and a
    /// suffixed `subscribe`.
    func testGroupsPassingDifferentArgumentsAreNamedAfterThem() throws {
        try assertFixture("ArgumentSettings")
        let findings = DuplicateFindings.of(try FixFixtures.text("ArgumentSettings.input.swift"))
        XCTAssertEqual(findings.compactMap(Self.titled), ["setNotify", "setVolume"])
        XCTAssertTrue(findings[0].message.contains("`setNotify(_:)`"), findings[0].message)
    }

    /// Names from the principal effect (issue s54): a body giving up the focus and exporting is
    /// `exportAll` (the view's own `exportAllNotes` has the name), one storing a note and showing the
    /// confirmation `showDeleteConfirmation`, a muted flag set to its negation `toggleMuted`, a body
    /// clearing an error and dismissing `close`, values read by key `loadLocked`, loading more near
    /// the end `loadMoreIfNeeded`, a tag selected or cleared `toggleSelectedTag`, a change announced
    /// `setVolume`, `isRefreshing = false` `stopRefreshing`, and a nested model's `export()` no
    /// name the view has.
    func testNamesComeFromThePrincipalEffect() throws {
        try assertFixture("PrincipalEffectNames", unsafe: true)
        let findings = DuplicateFindings.of(try FixFixtures.text("PrincipalEffectNames.input.swift"))
        XCTAssertEqual(findings.compactMap(Self.suggested), [
            "showDeleteConfirmation", "loadMoreIfNeeded", "exportAll", "toggleMuted", "close", "loadLocked",
            "toggleSelectedTag", "setVolume", "stopRefreshing", "export",
        ])
    }
}
