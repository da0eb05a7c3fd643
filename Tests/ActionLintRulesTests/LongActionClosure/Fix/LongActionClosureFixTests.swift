import ActionLintCore
import ActionLintRules
import ActionLintTestSupport
import Foundation
import XCTest

/// `--fix` for `long-action-closure`: golden fixtures in both fix styles (each output parses,
/// type-checks against the SwiftUI stub in Swift 5 and 6 modes, and is a fixed point), the
/// rule's documented corrections type-checked too, and the reasons a long action keeps its closure.
final class LongActionClosureFixTests: XCTestCase {
    static let folder = TestPaths.fixture("Rules/long-action-closure")

    static func fixture(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: folder.appendingPathComponent(name)), as: UTF8.self)
    }

    /// `<name>.input.swift` fixes to `<name>.fixed-<style>.swift`.
    func assertFixture(_ name: String, style: FixStyle, file: StaticString = #filePath, line: UInt = #line) throws {
        let input = try Self.fixture("\(name).input.swift")
        let expected = try Self.fixture("\(name).fixed-\(style.rawValue).swift")
        let configuration = Configuration.longActions(fixStyle: style)
        let result = LintHarness.fixed(input, configuration: configuration, path: "\(name).swift")
        XCTAssertNil(result.refusal, "\(name): \(result.refusal ?? "")", file: file, line: line)
        XCTAssertEqual(result.text, expected, "\(name) (\(style)): fixed output differs", file: file, line: line)
        FixGolden.assertStable(result.text, name: "\(name).swift", configuration: configuration, file: file, line: line)
        SwiftUITypeCheck.assertTypeChecks([.init(name: "\(name).swift", text: input), .init(name: "\(name)Fixed.swift", text: result.text)],
                                          file: file, line: line)
    }

    /// What the documented corrections' views use, declared so that they compile.
    static let correctionModels = """
    import SwiftUI

    @Observable final class ProfileModel {
        var name = ""
        func validate() {}
        func save() {}
    }

    struct Post: Identifiable {
        let id: Int
        var title: String
    }

    @Observable final class TimelineModel {
        var posts: [Post] = []
        func loadFeed(page: Int, pageSize: Int) async {}
    }

    """

    func testTheDocumentedCorrectionsTypeCheck() {
        let corrections = LongActionClosureRule.description.corrections
        XCTAssertGreaterThanOrEqual(corrections.count, 3)
        let sources = corrections.enumerated().flatMap { index, correction in
            [SwiftUITypeCheck.Source(name: "Correction\(index)Input.swift", text: Self.correctionModels + correction.input),
             SwiftUITypeCheck.Source(name: "Correction\(index)Output.swift", text: Self.correctionModels + correction.output)]
        }
        SwiftUITypeCheck.assertTypeChecks(sources)
    }

    /// Buttons, a `label:` trailing closure, `.onSubmit`, an awaiting `.task` with `#if` inside,
    /// a custom view's `onDone:`; the swipe action reading its `ForEach` item keeps its closure.
    func testCheckoutViewMethodStyle() throws { try assertFixture("CheckoutView", style: .method) }
    func testCheckoutViewPropertyStyle() throws { try assertFixture("CheckoutView", style: .property) }

    /// A `.task` that sleeps, animates and asks for a review is `requestReview`, not `sleep`; a
    /// loop that loads the weather for each place and assigns six properties is `loadWeather`,
    /// not `setTemperature`.
    func testLongBodiesMethodStyle() throws { try assertFixture("LongBodies", style: .method) }
    func testLongBodiesPropertyStyle() throws { try assertFixture("LongBodies", style: .property) }

    /// A custom handler that takes a throwing closure: the member `throws`.
    func testThrowingActionMethodStyle() throws { try assertFixture("ThrowingAction", style: .method) }
    func testThrowingActionPropertyStyle() throws { try assertFixture("ThrowingAction", style: .property) }

    /// A file in Allman style: the new extension and each member open their bodies on lines of
    /// their own, as the file's declarations do (`FileLayout`'s brace style, shared with the
    /// duplicate rule).
    func testAllmanFileMethodStyle() throws { try assertFixture("AllmanView", style: .method) }
    func testAllmanFilePropertyStyle() throws { try assertFixture("AllmanView", style: .property) }

    /// A duplicate pair and two long actions in one view: every fix applies, in as many rounds as
    /// the shared extension needs, and the duplicate rule's fix is the one the pair gets.
    func testWithDuplicatesMethodStyle() throws { try assertFixture("WithDuplicates", style: .method) }
    func testWithDuplicatesPropertyStyle() throws { try assertFixture("WithDuplicates", style: .property) }

    func testTheCheckoutViewsRemainingFindingSaysWhyItHasNoFix() throws {
        let input = try Self.fixture("CheckoutView.input.swift")
        let remaining = LintHarness.fixed(input, configuration: .longActions()).remaining
        XCTAssertEqual(remaining.map(\.ruleID), ["long-action-closure"])
        XCTAssertEqual(remaining.first?.noFixReason,
                       "the closure reads `item`, which is bound inside `body` (a closure parameter, `if let` or local), so a method could not see it")
    }

    /// The reason a finding gives for having no fix, for a long action written as `closure`.
    func noFixReason(_ closure: String, callee: String = "Button(\"Go\")") -> String? {
        let code = """
        struct RouteView: View {
            @State private var model = RouteModel()

            var body: some View {
                \(callee) \(closure.split(separator: "\n").joined(separator: "\n        "))
            }
        }

        """
        let findings = LintHarness.findings(code, configuration: .longActions()).filter { $0.ruleID == "long-action-closure" }
        XCTAssertEqual(findings.count, 1, code)
        XCTAssertNil(findings.first?.fix, code)
        return findings.first?.noFixReason
    }

    func testNoFixWhenTheClosureUsesItsParametersOrCapturesOrReturns() {
        XCTAssertEqual(noFixReason("""
        { old, new in
            model.route = new
            model.previous = old
            model.log()
            model.save()
        }
        """, callee: "Color.clear.onChange(of: model.route)"), "the closure uses its parameters")
        XCTAssertEqual(noFixReason("""
        { [model] in
            model.start()
            model.log()
            model.save()
            model.notify()
        }
        """), "the closure has a capture list")
        XCTAssertEqual(noFixReason("""
        {
            model.start()
            model.log()
            model.save()
            return model.notify()
        }
        """, callee: "Color.clear.onRouteChosen"), "the closure returns a value")
    }

    func testAFunctionParameterOfTheMemberIsBoundInsideIt() {
        let code = """
        struct RowFactory: View {
            @State private var model = RowModel()

            var body: some View { row(for: 1) }

            func row(for id: Int) -> some View {
                Button("Open") {
                    model.select(id)
                    model.log()
                    model.save()
                    model.notify()
                }
            }
        }

        """
        let finding = LintHarness.findings(code, configuration: .longActions()).first { $0.ruleID == "long-action-closure" }
        XCTAssertNil(finding?.fix)
        XCTAssertEqual(finding?.noFixReason?.hasPrefix("the closure reads `id`, which is bound inside `row`"), true)
    }

    func testATryInsideDoOrANestedClosureDoesNotMakeTheMemberThrow() {
        let code = """
        struct ImportView: View {
            @State private var model = ImportModel()

            var body: some View {
                Button("Import") {
                    model.isImporting = true
                    do {
                        try model.importFiles()
                    } catch {
                        model.error = error
                    }
                    Task { try await model.upload() }
                    model.isImporting = false
                }
            }
        }

        """
        let fixed = LintHarness.fixed(code, configuration: .longActions())
        XCTAssertNil(fixed.refusal)
        XCTAssertTrue(fixed.text.contains("    func importAction() {\n"), fixed.text)
        XCTAssertTrue(fixed.text.contains("Button(\"Import\", action: importAction)"), fixed.text)
        SwiftUITypeCheck.assertTypeChecks("""
        import SwiftUI

        @MainActor @Observable final class ImportModel {
            var isImporting = false
            var error: Error?
            func importFiles() throws {}
            func upload() async throws {}
        }

        """ + fixed.text)
    }

    /// Duplicates nested in a long action go with it into the method (where they are no longer
    /// a view's actions): the fixer does not take their vanishing for a change outside the fix.
    func testDuplicatesInsideALongActionMoveWithIt() {
        let code = """
        struct DashboardView: View {
            @State private var model = DashboardModel()

            var body: some View {
                Text("Dashboard")
                    .onAppear {
                        model.isLoading = true
                        model.loadCards(completion: {
                            model.isLoading = false
                            model.lastUpdate = .now
                        })
                        model.loadBadges(completion: {
                            model.isLoading = false
                            model.lastUpdate = .now
                        })
                        model.track("dashboard")
                    }
            }
        }

        """
        XCTAssertEqual(LintHarness.findings(code, configuration: .longActions()).map(\.ruleID),
                       ["long-action-closure", "duplicate-action-closure"])
        let fixed = LintHarness.fixed(code, configuration: .longActions())
        XCTAssertNil(fixed.refusal)
        XCTAssertEqual(fixed.remaining, [])
        // Two loads: one verb, both objects.
        XCTAssertTrue(fixed.text.contains("Text(\"Dashboard\")\n            .onAppear(perform: loadCardsAndBadges)\n"), fixed.text)
        XCTAssertTrue(fixed.text.contains("    func loadCardsAndBadges() {\n        model.isLoading = true\n        model.loadCards(completion: {\n"), fixed.text)
        SwiftUITypeCheck.assertTypeChecks("""
        import SwiftUI

        @MainActor @Observable final class DashboardModel {
            var isLoading = false
            var lastUpdate = Date()
            func loadCards(completion: @escaping () -> Void) {}
            func loadBadges(completion: @escaping () -> Void) {}
            func track(_ event: String) {}
        }

        """ + fixed.text)
    }
}
