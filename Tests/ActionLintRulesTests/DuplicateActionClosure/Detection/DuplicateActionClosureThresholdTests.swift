import ActionLintCore
import XCTest

/// Bodies too short to be worth a method (`dismiss()`, `isPresented = false`) are not reported;
/// `minStatements` and `minTokens` move the line (with `reportTrivial`, or one-call bodies would
/// stay trivial by shape; `TrivialShapeTests` covers the shape).
final class DuplicateActionClosureThresholdTests: XCTestCase {
    static func view(_ body: String) -> String {
        """
        struct PickerSheet: View {
            @Environment(\\.dismiss) private var dismiss
            @Binding var isPresented: Bool
            @State private var model = PickerModel()

            var body: some View {
                NavigationStack {
                    List(model.options) { option in
                        Text(option.name)
                    }
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Cancel") ↓{ \(body) }
                        }
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Done") ↓{ \(body) }
                        }
                    }
                }
            }
        }
        """
    }

    /// Trivial shapes reported, so that only the thresholds decide.
    static func configuration(minStatements: Int? = nil, minTokens: Int? = nil) -> Configuration {
        .thresholds(minStatements: minStatements, minTokens: minTokens, reportTrivial: true)
    }

    func testOneShortStatementIsTrivial() {
        for body in ["dismiss()", "isPresented = false", "model.reset()"] {
            let code = LintHarness.markers(in: Self.view(body)).code
            XCTAssertEqual(DuplicateFindings.of(code).count, 0, body)
        }
    }

    func testATaskThatAwaitsIsNotTrivialBySize() {
        // `Task { await model.reload() }`: one statement but nine tokens (trivial by shape: one call).
        GroupAssertion.assertOneGroup(Self.view("Task { await model.reload() }"), configuration: Self.configuration())
    }

    func testTwoStatementsAreNotTrivial() {
        GroupAssertion.assertOneGroup(Self.view("model.reset(); dismiss()"))
    }

    func testMinStatementsAndMinTokensMoveTheThreshold() {
        // One statement is enough once minStatements is 1.
        GroupAssertion.assertOneGroup(Self.view("dismiss()"), configuration: Self.configuration(minStatements: 1))
        // Three tokens are enough once minTokens is 3, but not when it is 4.
        GroupAssertion.assertOneGroup(Self.view("dismiss()"), configuration: Self.configuration(minTokens: 3))
        let code = LintHarness.markers(in: Self.view("dismiss()")).code
        XCTAssertEqual(DuplicateFindings.of(code, configuration: Self.configuration(minTokens: 4)).count, 0)
        // Raising both makes a two-statement body trivial.
        let twoStatements = LintHarness.markers(in: Self.view("model.reset(); dismiss()")).code
        XCTAssertEqual(DuplicateFindings.of(twoStatements, configuration: Self.configuration(minStatements: 3, minTokens: 20)).count, 0)
    }

    func testNearDuplicatesCountTheSharedPart() {
        // The guard does not make the one shared statement worth a method.
        GroupAssertion.assertNoFinding("""
        struct PickerSheet: View {
            @Environment(\\.dismiss) private var dismiss
            @State private var model = PickerModel()

            var body: some View {
                VStack {
                    Button("Done") {
                        guard model.isValid else { return }
                        dismiss()
                    }
                    Button("Close") {
                        dismiss()
                    }
                }
            }
        }
        """)
    }

    func testAWrappingIfCountsForExactDuplicates() {
        // `if model.canClose { dismiss() }` is nine tokens: the whole body is what repeats.
        // (With trivial shapes reported: at two sites, one call in an `if` is trivial by shape.)
        GroupAssertion.assertOneGroup(Self.view("if model.canClose { dismiss() }"), configuration: Self.configuration())
    }

    func testAWrappingIfDoesNotHideTheStatementsInside() {
        // The shared part is two statements, however short.
        GroupAssertion.assertOneGroup("""
        struct ComposerView: View {
            @Environment(\\.dismiss) private var dismiss
            @State private var draft = Draft()

            var body: some View {
                VStack {
                    Button("Send") ↓{
                        if draft.isValid {
                            send()
                            dismiss()
                        }
                    }
                    Button("Send and close") ↓{
                        send()
                        dismiss()
                    }
                    .disabled(!draft.isValid)
                }
            }
        }
        """)
    }

    func testEmptyClosuresAreNeverDuplicates() {
        GroupAssertion.assertNoFinding("""
        struct PlaceholderView: View {
            var body: some View {
                VStack {
                    Button("Later") { }
                    Button("Soon") {
                        // Not yet.
                    }
                }
            }
        }
        """, configuration: Self.configuration(minStatements: 0, minTokens: 0))
    }
}
