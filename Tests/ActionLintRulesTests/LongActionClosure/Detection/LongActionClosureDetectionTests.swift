import ActionLintCore
import ActionLintRules
import ActionLintTestSupport
import XCTest

/// What `long-action-closure` reports: the limits at their edges, what counts as a line and a
/// statement, which closures are actions, and what it leaves to others.
final class LongActionClosureDetectionTests: XCTestCase {
    static let id = LongActionClosureRule.description.id

    /// A view whose one Button runs `statements`, each on its own line.
    func view(_ statements: [String]) -> String {
        """
        struct EditorView: View {
            @State private var model = EditorModel()

            var body: some View {
                Button("Apply") {
        \(statements.map { "            " + $0 }.joined(separator: "\n"))
                }
            }
        }

        """
    }

    func longFindings(_ code: String, _ configuration: Configuration = .longActions()) -> [Finding] {
        LintHarness.findings(code, configuration: configuration).filter { $0.ruleID == Self.id }
    }

    func testOffByDefault() {
        let code = view(["model.a()", "model.b()", "model.c()", "model.d()", "model.e()"])
        XCTAssertEqual(LintHarness.findings(code).filter { $0.ruleID == Self.id }, [])
        XCTAssertEqual(longFindings(code).count, 1)
    }

    func testMoreThanMaxStatementsIsReported() {
        XCTAssertEqual(longFindings(view(["model.a()", "model.b()", "model.c()"])), [], "three statements are the limit")
        let findings = longFindings(view(["model.a()", "model.b()", "model.c()", "model.d()"]))
        XCTAssertEqual(findings.map(\.message), [
            "The `Button` action has 4 statements (more than 3); extract it into a method such as `apply()` and pass that to `Button`",
        ])
        XCTAssertEqual(findings.first?.range.start.line, 5)
        XCTAssertEqual(findings.first?.range.end.line, 10)
        XCTAssertEqual(findings.first?.severity, .warning)
    }

    func testStatementsOnOneLineCountOneByOne() {
        XCTAssertEqual(longFindings(view(["model.a(); model.b(); model.c(); model.d()"])).count, 1)
    }

    func testMoreThanMaxLinesIsReported() {
        // One statement over eight lines is within the limit; over nine it is not.
        let eight = ["model.configure(", "    a: 1,", "    b: 2,", "    c: 3,", "    d: 4,", "    e: 5,", "    f: 6", ")"]
        XCTAssertEqual(longFindings(view(eight)), [])
        let nine = ["model.configure(", "    a: 1,", "    b: 2,", "    c: 3,", "    d: 4,", "    e: 5,", "    f: 6,", "    g: 7", ")"]
        XCTAssertEqual(longFindings(view(nine)).map(\.message), [
            "The `Button` action spans 9 lines (more than 8); extract it into a method such as `apply()` and pass that to `Button`",
        ])
    }

    func testBothLimitsAreNamedWhenBothAreExceeded() {
        let code = view(["model.a()", "model.b()", "model.c()", "model.d()", "model.e()", "model.f()", "model.g()", "model.h()", "model.i()"])
        XCTAssertEqual(longFindings(code).first?.message.contains("has 9 statements (more than 3) and spans 9 lines (more than 8)"), true)
    }

    func testCommentsAndMultiLineStringsAreLinesOfTheBody() {
        let commented = ["// Applies the edit:", "// every field is checked first,", "// then saved.", "model.apply()"]
        XCTAssertEqual(longFindings(view(commented), .longActions(maxLines: 3)).count, 1)
        let string = ["model.note = \"\"\"", "    first", "    second", "    \"\"\""]
        XCTAssertEqual(longFindings(view(string), .longActions(maxLines: 3)).count, 1)
        // Blank lines before and after the body are not its lines.
        XCTAssertEqual(longFindings(view(["", "model.a()", "model.b()", ""]), .longActions(maxLines: 2)), [])
    }

    func testOptionsChangeTheLimits() {
        let four = view(["model.a()", "model.b()", "model.c()", "model.d()"])
        XCTAssertEqual(longFindings(four, .longActions(maxStatements: 4)), [])
        XCTAssertEqual(longFindings(four, .longActions(maxStatements: 4, maxLines: 3)).count, 1)
        XCTAssertEqual(longFindings(view(["model.a()", "model.b()"]), .longActions(maxStatements: 1)).count, 1)
    }

    func testViewBuilderClosuresAndCodeOutsideViewMembersAreNotActions() {
        let code = """
        struct ListView: View {
            @State private var model = ListModel()

            var body: some View {
                VStack {
                    Text("One")
                    Text("Two")
                    Text("Three")
                    Text("Four")
                }
                .onAppear(perform: load)
            }

            func load() {
                model.fetch(completion: { items in
                    model.items = items
                    model.isLoading = false
                    model.lastUpdate = .now
                    model.save()
                })
            }
        }

        """
        XCTAssertEqual(longFindings(code), [])
    }

    func testAnActionNestedInALongActionIsLeftToIt() {
        let code = """
        struct SyncView: View {
            @State private var model = SyncModel()

            var body: some View {
                Button("Sync") {
                    model.isSyncing = true
                    model.log()
                    model.sync(completion: {
                        model.isSyncing = false
                        model.lastSync = .now
                        model.save()
                        model.notify()
                    })
                    model.refresh()
                }
            }
        }

        """
        XCTAssertEqual(longFindings(code).map(\.range.start.line), [5])
        // Fixed, the inner action lives in the method and no longer counts.
        let fixed = LintHarness.fixed(code, configuration: .longActions())
        XCTAssertNil(fixed.refusal)
        XCTAssertTrue(fixed.text.contains("Button(\"Sync\", action: sync)"), fixed.text)
        XCTAssertEqual(fixed.remaining.filter { $0.ruleID == Self.id }, [])
        SwiftUITypeCheck.assertTypeChecks("""
        import SwiftUI

        @MainActor @Observable final class SyncModel {
            var isSyncing = false
            var lastSync = Date()
            func log() {}
            func sync(completion: @escaping () -> Void) {}
            func save() {}
            func notify() {}
            func refresh() {}
        }

        """ + fixed.text)
    }

    func testAClosureOfADuplicateFindingIsLeftToTheDuplicateRule() {
        let code = """
        struct PlayerControls: View {
            @Bindable var player: Player

            var body: some View {
                Button("Next") {
                    player.stop()
                    player.queue.advance()
                    player.seek(to: .zero)
                    player.play()
                }
                Image(systemName: "forward")
                    .onTapGesture {
                        player.stop()
                        player.queue.advance()
                        player.seek(to: .zero)
                        player.play()
                    }
                Button("Again") {
                    player.stop()
                    player.seek(to: .zero)
                    player.play()
                    player.log()
                }
            }
        }

        """
        let findings = LintHarness.findings(code, configuration: .longActions())
        XCTAssertEqual(findings.map(\.ruleID), ["duplicate-action-closure", "long-action-closure"])
        XCTAssertEqual(findings.map(\.range.start.line), [12, 18])
        // Without the duplicate rule, every long action is this rule's.
        let alone = longFindings(code, .longActions(duplicatesToo: false))
        XCTAssertEqual(alone.map(\.range.start.line), [5, 12, 18])
    }

    func testASuppressedDuplicateStillSpeaksFirst() {
        let code = """
        struct PlayerControls: View {
            @Bindable var player: Player

            var body: some View {
                Button("Next") {
                    player.stop()
                    player.queue.advance()
                    player.seek(to: .zero)
                    player.play()
                }
                // action-lint:disable:next duplicate-action-closure
                Image(systemName: "forward").onTapGesture {
                    player.stop()
                    player.queue.advance()
                    player.seek(to: .zero)
                    player.play()
                }
            }
        }

        """
        // A suppressed site leaves its duplicate group (issue 20): one copy is no duplicate, so
        // nothing speaks first and both long actions are reported.
        XCTAssertEqual(LintHarness.findings(code, configuration: .longActions()).map(\.ruleID), ["long-action-closure", "long-action-closure"])
    }

    func testFingerprintIgnoresWhereTheActionIs() {
        let code = view(["model.a()", "model.b()", "model.c()", "model.d()"])
        let moved = "// A comment above.\n\n" + code.replacingOccurrences(of: "            model.b()", with: "            self.model.b()")
        XCTAssertEqual(longFindings(code).map(\.fingerprint), longFindings(moved).map(\.fingerprint))
        let other = code.replacingOccurrences(of: "model.d()", with: "model.e()")
        XCTAssertNotEqual(longFindings(code).map(\.fingerprint), longFindings(other).map(\.fingerprint))
    }
}
