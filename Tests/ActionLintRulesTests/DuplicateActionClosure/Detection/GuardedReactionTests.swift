import ActionLintCore
import XCTest

/// A guard-prefix pair is one action only when both sites are the same kind of thing: a reaction
/// (`.onChange`, `.task`, `.onReceive`, `.onAppear`) whose `if`/`guard` is its whole logic does
/// something else than a control that runs the rest whenever it is used — unless the control
/// cannot run without the condition either (`.disabled` by it, or inside an `if` with it).
final class GuardedReactionTests: XCTestCase {
    static func view(reaction: String, buttonModifier: String = "") -> String {
        """
        struct SearchField: View {
            @FocusState private var focused: Bool
            @State private var model = SearchModel()
            @State private var presenting = false

            var body: some View {
                HStack {
                    TextField("Search", text: $model.query)
                        .focused($focused)
                        \(reaction)
                    Button("Clear selection") ↓{
                        model.select(nil)
                        model.logDeselection()
                    }
                    \(buttonModifier)
                }
            }
        }
        """
    }

    func testAnIfThatIsAReactionsWholeLogicIsNotTheControlsAction() {
        let reactions = [
            ".onChange(of: focused) { if focused, presenting { model.select(nil); model.logDeselection() } }",
            ".onAppear { guard presenting else { return }; model.select(nil); model.logDeselection() }",
            ".onReceive(model.resets) { _ in if presenting { model.select(nil); model.logDeselection() } }",
            ".task { guard presenting else { return }; model.select(nil); model.logDeselection() }",
        ]
        for reaction in reactions {
            let code = DuplicateFindings.expectedGroup(Self.view(reaction: reaction)).code
            XCTAssertEqual(DuplicateFindings.of(code).map(\.message), [], reaction)
        }
    }

    func testTheSameReactionWithoutTheIfIsStillADuplicate() {
        GroupAssertion.assertOneGroup(Self.view(reaction: ".onChange(of: focused) ↓{ model.select(nil); model.logDeselection() }"))
    }

    func testAGuardedControlStillPairsWithAControl() {
        // The seed's shape: the text field's submit guards, the button is disabled instead.
        GroupAssertion.assertOneGroup(Self.view(reaction: ".onSubmit ↓{ if presenting { model.select(nil); model.logDeselection() } }",
                                                buttonModifier: ".disabled(!presenting)"))
    }

    /// Two reactions: one clears the result whenever the query changes, the other only for a
    /// replacement. Merging them would make the first clear only replacements.
    func testReactionsWithDifferentConditionsAreTwoActions() {
        GroupAssertion.assertNoFinding("""
        struct FindBar: View {
            @State private var query = ""
            @State private var replacement = ""
            @State private var result: FindResult?
            @State private var resultID: Int?

            var body: some View {
                HStack {
                    TextField("Find", text: $query)
                    TextField("Replace", text: $replacement)
                }
                .onChange(of: query) { result = nil; resultID = nil }
                .onChange(of: replacement) { if result?.action == .replace { result = nil; resultID = nil } }
            }
        }
        """)
    }

    func testAGuardedControlBesideAControlThatAlwaysRunsIsAnotherAction() {
        let code = Self.view(reaction: ".onSubmit { if presenting { model.select(nil); model.logDeselection() } }")
        GroupAssertion.assertNoFinding(code.replacingOccurrences(of: "↓", with: ""))
    }

    func testAnUnguardedReactionPairsWithAGuardedOneAndTheControl() {
        // Two reactions and a control share the body; only the guarded reaction leaves the group.
        GroupAssertion.assertOneGroup("""
        struct SearchField: View {
            @FocusState private var focused: Bool
            @State private var model = SearchModel()
            @State private var presenting = false

            var body: some View {
                HStack {
                    TextField("Search", text: $model.query)
                        .onChange(of: focused) { if presenting { model.select(nil); model.logDeselection() } }
                        .onDisappear ↓{ model.select(nil); model.logDeselection() }
                    Button("Clear selection") ↓{
                        model.select(nil)
                        model.logDeselection()
                    }
                }
            }
        }
        """)
    }

    static func shelves(disabled: String) -> String {
        """
        struct ShelvesView: View {
            @State private var library = Library()
            @State private var showsTips = false

            var body: some View {
                List {
                    Button("Add Sample Shelves") ↓{
                        library.addSampleShelves()
                        showsTips = true
                    }
                    .disabled(\(disabled))
                }
                .onAppear ↓{
                    if library.shelves.isEmpty {
                        library.addSampleShelves()
                        showsTips = true
                    }
                }
            }
        }
        """
    }

    func testAReactionPairsWithAControlThatCannotRunWithoutItsCondition() {
        let finding = GroupAssertion.assertOneGroup(Self.shelves(disabled: "!library.shelves.isEmpty"))
        XCTAssertEqual(finding?.fix?.applicability, .safe)
    }

    func testAControlDisabledByAnotherConditionIsStillAnotherAction() {
        let code = DuplicateFindings.expectedGroup(Self.shelves(disabled: "library.isLoading")).code
        XCTAssertEqual(DuplicateFindings.of(code).map(\.message), [])
    }
}
