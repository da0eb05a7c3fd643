import ActionLintCore
import XCTest

/// `// action-lint:` comments take a site whose `{` is on a disabled line out of its group (two
/// copies left are still a finding, one is not), and keep fixes off disabled lines.
final class DuplicateActionClosureSuppressionTests: XCTestCase {
    /// A view with one duplicate pair; each slot is a line (or line end) where a test puts a comment.
    static func view(top: String = "", beforeFirst: String = "", first: String = "", beforeSecond: String = "",
                     second: String = "", afterSecond: String = "", bottom: String = "") -> String {
        """
        \(top)
        struct FavoritesView: View {
            @State private var store = FavoritesStore()

            var body: some View {
                VStack {
                    \(beforeFirst)
                    Button("Star") { \(first)
                        store.toggleStar()
                        store.sync()
                    }
                    \(beforeSecond)
                    Button("Favorite") { \(second)
                        store.toggleStar()
                        store.sync()
                    }
                    \(afterSecond)
                }
            }
        }
        \(bottom)
        """
    }

    static let rule = "duplicate-action-closure"

    func assertSuppressed(_ code: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(DuplicateFindings.of(code).count, 0, "expected the finding to be suppressed", file: file, line: line)
    }

    func assertReported(_ code: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(DuplicateFindings.of(code).count, 1, "expected the finding to be reported", file: file, line: line)
    }

    func testUnsuppressedBaseline() throws {
        let finding = try XCTUnwrap(DuplicateFindings.of(Self.view()).first)
        XCTAssertEqual(DuplicateFindings.sites(finding), ["13:32", "8:28"])
        XCTAssertNotNil(finding.fix)
    }

    func testDisableEnableRegion() {
        assertSuppressed(Self.view(beforeSecond: "// action-lint:disable \(Self.rule)", afterSecond: "// action-lint:enable \(Self.rule)"))
        // A region around the first copy takes it out of the pair: one copy is no duplicate.
        assertSuppressed(Self.view(beforeFirst: "// action-lint:disable \(Self.rule)", beforeSecond: "// action-lint:enable \(Self.rule)"))
        // An unclosed region runs to the end of the file.
        assertSuppressed(Self.view(top: "// action-lint:disable \(Self.rule) - legacy screen"))
    }

    func testDisableNextThisAndPrevious() {
        assertSuppressed(Self.view(beforeSecond: "// action-lint:disable:next \(Self.rule)"))
        assertSuppressed(Self.view(second: "// action-lint:disable:this \(Self.rule)"))
        assertSuppressed(Self.view(beforeFirst: "// action-lint:disable:next \(Self.rule)"))
        // `disable:previous` on the line after the Button's `{` line does not reach it.
        assertReported(Self.view(afterSecond: "// action-lint:disable:previous \(Self.rule)"))
        let previous = Self.view().replacingOccurrences(of: "Button(\"Favorite\") { \n",
                                                        with: "Button(\"Favorite\") {\n// action-lint:disable:previous \(Self.rule)\n")
        XCTAssertNotEqual(previous, Self.view())
        assertSuppressed(previous)
    }

    func testDisablePreviousOnTheFirstLineDisablesNothing() {
        let oneLine = """
        struct TapView: View { @State private var m = TapModel(); var body: some View { VStack { Button("A") { m.tap(); m.log() }; Button("B") { m.tap(); m.log() } } } } // action-lint:disable:previous duplicate-action-closure
        """
        assertReported(oneLine)
    }

    func testDisableFileAndAll() {
        assertSuppressed(Self.view(bottom: "// action-lint:disable-file"))
        assertSuppressed(Self.view(top: "// action-lint:disable-file \(Self.rule)"))
        assertReported(Self.view(top: "// action-lint:disable-file invalid-suppression"))
        assertSuppressed(Self.view(beforeSecond: "// action-lint:disable:next all - generated"))
        assertSuppressed(Self.view(top: "/* action-lint:disable all */"))
    }

    func testEnablingOneRuleInsideADisableAllRegion() {
        // `enable duplicate-action-closure` turns this rule back on although `all` stays off.
        assertReported(Self.view(top: "// action-lint:disable all", beforeFirst: "// action-lint:enable \(Self.rule)"))
        // `enable all` ends a region opened for one rule.
        assertReported(Self.view(top: "// action-lint:disable \(Self.rule)", beforeFirst: "// action-lint:enable all"))
        // Disabling again after the enable works as before.
        assertSuppressed(Self.view(top: "// action-lint:disable all", beforeFirst: "// action-lint:enable \(Self.rule)",
                                   beforeSecond: "// action-lint:disable \(Self.rule)"))
    }

    func testDirectiveTextInAStringLiteralDoesNothing() {
        assertReported(Self.view(beforeFirst: "Text(\"// action-lint:disable-file\")"))
    }

    func testAFixOnADisabledLineIsDroppedWithAReason() throws {
        // No site is disabled, but the fix must add the method below the view, where a region
        // that runs to the end of the file has disabled the rule.
        let findings = DuplicateFindings.of(Self.view(afterSecond: "// action-lint:disable \(Self.rule)"))
        let finding = try XCTUnwrap(findings.first)
        XCTAssertEqual(findings.count, 1)
        XCTAssertNil(finding.fix)
        XCTAssertEqual(finding.noFixReason, "the fix would edit lines where `duplicate-action-closure` is disabled")
        // And `--fix` leaves the file alone.
        let code = Self.view(afterSecond: "// action-lint:disable \(Self.rule)")
        XCTAssertEqual(LintHarness.fixed(code).text, code)
    }

    /// What is left of a group with parameters is grouped again the same way: two sites that
    /// differ in a literal, or read their own `ForEach` items, are still one finding.
    func testTheSitesLeftOfAGroupWithParametersAreStillAGroup() {
        let literals = GroupAssertion.assertOneGroup("""
        struct TabsView: View {
            @State private var store = TabsStore()

            var body: some View {
                VStack {
                    Button("First") ↓{
                        store.open(tab: 1)
                        store.sync()
                    }
                    // action-lint:disable:next \(Self.rule)
                    Button("Second") {
                        store.open(tab: 2)
                        store.sync()
                    }
                    Button("Third") ↓{
                        store.open(tab: 3)
                        store.sync()
                    }
                }
            }
        }
        """)
        XCTAssertEqual(literals?.message.contains("apart from the value each site passes"), true, literals?.message ?? "")
        GroupAssertion.assertOneGroup("""
        struct SongsView: View {
            var favourites: [Song]
            var recent: [Song]
            var archived: [Song]
            @State private var player = Player()

            var body: some View {
                List {
                    ForEach(favourites) { song in
                        Button(song.title) ↓{
                            player.play(song)
                            player.log(song)
                        }
                    }
                    ForEach(recent) { track in
                        // action-lint:disable:next \(Self.rule)
                        Button(track.title) {
                            player.play(track)
                            player.log(track)
                        }
                    }
                    ForEach(archived) { old in
                        Button(old.title) ↓{
                            player.play(old)
                            player.log(old)
                        }
                    }
                }
            }
        }
        """)
    }
}
