import ActionLintCore
import ActionLintRules
import XCTest

/// A value typed from its context, as the compiler types it (issue 47 §2): a closure parameter
/// from the argument its API is given (`.sheet(item: $shown) { item in … }`), `Self.Model` inside
/// a type as that type's `Model`, and an implicit member from what it is matched or compared with. Each
/// fixed view type-checks with its models in Swift 5 and 6; each refusal says why.
final class ContextTypedValuesTests: XCTestCase {
    typealias File = ModuleTypeFixTests.File

    @discardableResult
    func assertFixed(_ view: File, models: [File], configuration: Configuration = Configuration(),
                     containing expected: [String], file: StaticString = #filePath, line: UInt = #line) -> String {
        ModuleTypeFixTests.assertFixed(view, models: models, configuration: configuration, containing: expected,
                                       file: file, line: line)
    }

    static let kitchen: File = ("Models/Kitchen.swift", """
    import SwiftUI

    struct Recipe: Identifiable, Hashable {
        let id: Int
        var title: String
    }

    final class Kitchen: ObservableObject {
        @Published var recipes: [Recipe] = []
        @Published var featured: Recipe?
        @Published var discarded: Recipe?
        func cook(_ recipe: Recipe) {}
        func log(_ text: String) {}
    }

    """)

    // MARK: - A closure parameter from the API's argument

    /// `.sheet(item: $previewed)` and `.fullScreenCover(item: self.$editing)`: each closure's
    /// `recipe` is the wrapped `Recipe?` unwrapped, read by a site nested in the content.
    func testASheetsItemIsTheWrappedValueOfItsBindingUnwrapped() {
        let view: File = ("Views/RecipeBrowser.swift", """
        import SwiftUI

        struct RecipeBrowser: View {
            @ObservedObject var kitchen: Kitchen
            @State private var previewed: Recipe?
            @State private var editing: Recipe?

            var body: some View {
                List(kitchen.recipes) { recipe in
                    Text(recipe.title)
                }
                .sheet(item: $previewed) { recipe in
                    VStack {
                        Button("Cook") {
                            kitchen.cook(recipe)
                            kitchen.log(recipe.title)
                        }
                    }
                }
                .fullScreenCover(item: self.$editing) { recipe in
                    Text(recipe.title)
                        .onTapGesture {
                            kitchen.cook(recipe)
                            kitchen.log(recipe.title)
                        }
                }
            }
        }

        """)
        assertFixed(view, models: [Self.kitchen], containing: [
            "Button(\"Cook\") { cook(recipe) }",
            "    func cook(_ recipe: Recipe) {\n",
        ])
    }

    /// `.alert(…, presenting: pending)` gives its actions the presented value unwrapped;
    /// `.navigationDestination(for: Recipe.self)` the type named.
    func testAPresentedValueAndADestinationsTypeGiveTheirClosuresParameter() {
        let view: File = ("Views/RecipeStack.swift", """
        import SwiftUI

        struct RecipeStack: View {
            @ObservedObject var kitchen: Kitchen
            @State private var confirming = false
            @State private var pending: Recipe?

            var body: some View {
                NavigationStack {
                    List(kitchen.recipes) { recipe in
                        NavigationLink(value: recipe) {
                            Text(recipe.title)
                        }
                    }
                    .navigationDestination(for: Recipe.self) { recipe in
                        Button("Cook now") {
                            kitchen.cook(recipe)
                            kitchen.log(recipe.title)
                        }
                    }
                    .alert("Cook it?", isPresented: $confirming, presenting: pending) { recipe in
                        Button("Cook") {
                            kitchen.cook(recipe)
                            kitchen.log(recipe.title)
                        }
                    }
                }
            }
        }

        """)
        assertFixed(view, models: [Self.kitchen], containing: [
            "    func cookNow(_ recipe: Recipe) {\n",
        ])
    }

    /// The projection of a model's property (`$kitchen.featured`) and a model's optional
    /// (`kitchen.discarded`), for `.popover(item:)` and `.confirmationDialog(…presenting:)`.
    func testAModelsPropertyGivesAPopoverAndADialogTheirValue() {
        let view: File = ("Views/FeaturedBadge.swift", """
        import SwiftUI

        struct FeaturedBadge: View {
            @ObservedObject var kitchen: Kitchen
            @State private var asking = false

            var body: some View {
                Text("Featured")
                    .popover(item: $kitchen.featured) { recipe in
                        Button("Cook") {
                            kitchen.cook(recipe)
                            kitchen.log(recipe.title)
                        }
                    }
                    .confirmationDialog("Cook again?", isPresented: $asking, presenting: kitchen.discarded) { recipe in
                        Button("Cook") {
                            kitchen.cook(recipe)
                            kitchen.log(recipe.title)
                        }
                    }
            }
        }

        """)
        assertFixed(view, models: [Self.kitchen], containing: [
            "    func cook(_ recipe: Recipe) {\n",
        ])
    }

    /// A `Binding` whose model no file declares: no fix, and the reason names the model.
    func testAnItemOfAnUndeclaredModelStaysWithoutAFix() {
        let view: File = ("Views/OfferSheet.swift", """
        import SwiftUI

        struct OfferSheet: View {
            @EnvironmentObject var store: Store

            var body: some View {
                Text("Offers")
                    .sheet(item: store.presentedOffer) { offer in
                        Button("Buy") {
                            store.buy(offer)
                            store.track(offer.id)
                        }
                    }
                    .popover(item: store.previewedOffer) { offer in
                        Button("Buy") {
                            store.buy(offer)
                            store.track(offer.id)
                        }
                    }
            }
        }

        """)
        let (findings, _) = ModuleTypeFixTests.fixed(view)
        XCTAssertEqual(findings.count, 1)
        XCTAssertNil(findings.first?.fix)
        XCTAssertEqual(findings.first?.noFixReason,
                       "the type of `offer` is not known: `Store` is declared in no file of this module")
    }

    /// A projection of a property whose type is not written: the reason says which value.
    func testAnItemWhosePropertyHasNoWrittenTypeStaysWithoutAFix() {
        let view: File = ("Views/OfferList.swift", """
        import SwiftUI

        struct OfferList: View {
            @ObservedObject var kitchen: Kitchen
            @State private var presented = Recipe.suggestion

            var body: some View {
                Text("Offers")
                    .sheet(item: $presented) { recipe in
                        Button("Cook") {
                            kitchen.cook(recipe)
                            kitchen.log(recipe.title)
                        }
                    }
                    .fullScreenCover(item: $presented) { recipe in
                        Button("Cook") {
                            kitchen.cook(recipe)
                            kitchen.log(recipe.title)
                        }
                    }
            }
        }

        extension Recipe {
            static var suggestion: Recipe? { nil }
        }

        """)
        let (findings, _) = ModuleTypeFixTests.fixed(view, models: [Self.kitchen])
        XCTAssertEqual(findings.count, 1)
        XCTAssertNil(findings.first?.fix)
        XCTAssertEqual(findings.first?.noFixReason, "the type of `recipe` is not known: `.sheet` gives it the value "
            + "of `$presented`, whose type is not written in this file")
    }

    // MARK: - `Self.Model`

    /// `@StateObject private var model: Self.Model` is `NotesView.Model`, whose `pinned` starts as
    /// `[Note]()` in another file and `byFolder` as `[String: [Note]]()`.
    func testSelfDotANestedTypeIsTheEnclosingTypesOwn() {
        let view: File = ("Views/NotesView.swift", """
        import SwiftUI

        struct NotesView: View {
            @StateObject private var model: Self.Model

            init(makeModel: @escaping () -> Self.Model) {
                _model = StateObject(wrappedValue: makeModel())
            }

            var body: some View {
                let inbox = model.byFolder["Inbox"] ?? []
                List {
                    ForEach(model.pinned) { note in
                        Button("Open") {
                            model.show(note)
                            model.log(note.title)
                        }
                    }
                    ForEach(inbox) { note in
                        Text(note.title)
                            .onTapGesture {
                                model.show(note)
                                model.log(note.title)
                            }
                    }
                }
            }
        }

        """)
        let model: File = ("Views/NotesView+Model.swift", """
        import SwiftUI

        struct Note: Identifiable {
            let id: Int
            var title: String
        }

        extension NotesView {
            final class Model: ObservableObject {
                @Published var pinned = [Note]()
                @Published var byFolder = [String: [Note]]()
                func show(_ note: Note) {}
                func log(_ text: String) {}
            }
        }

        """)
        assertFixed(view, models: [model], containing: [
            "    func open(_ note: Note) {\n",
        ])
    }

    // MARK: - An implicit member from what it is compared with

    static let grid: File = ("Models/Tile.swift", """
    enum Tile: Hashable {
        case photos, notes
    }

    enum Sort {
        case name, date
    }

    enum Route {
        case home
        case detail(Int)
    }

    """)

    /// `case .right:` of `switch direction`, `direction` the `.onMoveCommand` closure's own
    /// `MoveCommandDirection`: the parameter is one too, matched as `case moveCommandDirection:`.
    func testACasePatternHasTheTypeOfTheSwitchedValue() {
        let view: File = ("Views/TileGrid.swift", """
        import SwiftUI

        struct TileGrid: View {
            @State private var focused: Tile = .photos
            @State private var lastMove = ""

            var body: some View {
                HStack {
                    Text("Photos")
                        .onMoveCommand { direction in
                            switch direction {
                            case .right:
                                focused = .notes
                                lastMove = "\\(direction)"
                            default:
                                break
                            }
                        }
                    Text("Notes")
                        .onMoveCommand { direction in
                            switch direction {
                            case .left:
                                focused = .notes
                                lastMove = "\\(direction)"
                            default:
                                break
                            }
                        }
                }
            }
        }

        """)
        // A case-pattern merge is a coincidence, reported only with `reportTrivial` (issue 47 §3);
        // there the sites' calls repeat in turn, so the fix is read as one round writes it.
        let inputs = [view, Self.grid].map { LintRunner.Input(path: nil, displayPath: $0.name, bytes: Array($0.text.utf8)) }
        let findings = LintRunner(engine: LintHarness.engine(.thresholds(reportTrivial: true))).run(inputs).findings
            .filter { $0.range.path == view.name }
        XCTAssertEqual(findings.count, 1)
        var text = Array(view.text.utf8)
        for edit in (findings.first?.fix?.edits ?? []).sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            text.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        let fixed = String(decoding: text, as: UTF8.self)
        for part in [
            "moveCommandDirection: MoveCommandDirection) {",
            "case moveCommandDirection:",
        ] { XCTAssertTrue(fixed.contains(part), fixed) }
        ModuleTypeFixTests.assertTypeChecks(fixed, view, models: [Self.grid])
    }

    /// `router.sort == .name`: the compared property's type (reported with trivial shapes, as a
    /// compared value is by default not).
    func testAComparedMemberHasTheTypeOfTheOtherSide() {
        let view: File = ("Views/SortBar.swift", """
        import SwiftUI

        struct SortBar: View {
            @State private var sort: Sort = .name
            @State private var status = ""

            var body: some View {
                HStack {
                    Button("By name") {
                        let isCurrent = sort == .name
                        status = "sorted \\(isCurrent)"
                        print(status)
                    }
                    Button("By date") {
                        let isCurrent = sort == .date
                        status = "sorted \\(isCurrent)"
                        print(status)
                    }
                }
            }
        }

        """)
        assertFixed(view, models: [Self.grid], configuration: .thresholds(reportTrivial: true), containing: [
            "(_ newSort: Sort) {",
            "let isCurrent = sort == newSort",
        ])
    }

    /// A case of an enum with payloads, which Swift does not make `Equatable`: a parameter in
    /// the case's place would not compile, so no fix.
    func testACasePatternOfATypeThatIsNotEquatableStaysWithoutAFix() {
        let view: File = ("Views/RouteBar.swift", """
        import SwiftUI

        struct RouteBar: View {
            @State private var route: Route = .home
            @State private var visits = 0

            var body: some View {
                HStack {
                    Button("Home") {
                        switch route {
                        case .home:
                            route = .detail(visits)
                            visits += 1
                        default:
                            break
                        }
                    }
                    Button("Back") {
                        switch route {
                        case .detail:
                            route = .detail(visits)
                            visits += 1
                        default:
                            break
                        }
                    }
                }
            }
        }

        """)
        let (findings, _) = ModuleTypeFixTests.fixed(view, models: [Self.grid], configuration: .thresholds(reportTrivial: true))
        XCTAssertEqual(findings.count, 1)
        XCTAssertNil(findings.first?.fix)
        XCTAssertEqual(findings.first?.noFixReason, "`.home` is a case pattern, and a parameter matched in its place "
            + "needs `Route` to be `Equatable`, which no file says")
    }
}
