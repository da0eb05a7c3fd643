import ActionLintCore
import ActionLintRules
import ActionLintTestSupport
import XCTest

/// Fixes whose parameter types are declared in other files of the module (issue 27, shapes
/// 1-4): the runner reads them from the module index, and each output type-checks together with
/// the model files. Where the module does not say one type, there is no fix and the reason
/// names what was found.
final class ModuleTypeFixTests: XCTestCase {
    typealias File = (name: String, text: String)

    /// Lints `files` together (the run's files are the module) and fixes `view` as `--fix` does.
    static func fixed(_ view: File, models: [File] = [], configuration: Configuration = Configuration(),
                      file: StaticString = #filePath, line: UInt = #line) -> (findings: [Finding], text: String) {
        let engine = LintHarness.engine(configuration)
        let inputs = ([view] + models).map { LintRunner.Input(path: nil, displayPath: $0.name, bytes: Array($0.text.utf8)) }
        let result = LintRunner(engine: engine).run(inputs)
        let findings = result.findings.filter { $0.range.path == view.name }
        let outcome = FileFixer(engine: engine, allowUnsafe: false)
            .fix(path: view.name, bytes: Array(view.text.utf8), memberIndex: result.memberIndex, moduleTypes: result.lookup(for: inputs[0]))
        XCTAssertNil(outcome.refusal, file: file, line: line)
        return (findings, String(decoding: outcome.fixed, as: UTF8.self))
    }

    /// Lints `view` with `models`, asserts its one finding has a fix whose text contains each of
    /// `expected`, and that the fixed view type-checks with the models; returns the fixed text.
    @discardableResult
    static func assertFixed(_ view: File, models: [File], configuration: Configuration = Configuration(),
                            containing expected: [String], file: StaticString = #filePath, line: UInt = #line) -> String {
        let (findings, text) = fixed(view, models: models, configuration: configuration, file: file, line: line)
        XCTAssertEqual(findings.count, 1, file: file, line: line)
        XCTAssertNotNil(findings.first?.fix, findings.first?.noFixReason ?? "", file: file, line: line)
        for part in expected { XCTAssertTrue(text.contains(part), text, file: file, line: line) }
        assertTypeChecks(text, view, models: models, file: file, line: line)
        return text
    }

    /// The fixed view parses and type-checks with its models, in Swift 5 and 6 modes.
    static func assertTypeChecks(_ text: String, _ view: File, models: [File] = [], file: StaticString = #filePath, line: UInt = #line) {
        SwiftParseCheck.assertParses(text, name: String(view.name.split(separator: "/").last!), file: file, line: line)
        // The checker writes each source in a folder of its own: the base names are enough.
        let base = { (name: String) in String(name.split(separator: "/").last!) }
        let sources = [SwiftUITypeCheck.Source(name: base(view.name), text: text)]
            + models.map { SwiftUITypeCheck.Source(name: base($0.name), text: $0.text) }
        SwiftUITypeCheck.assertTypeChecksAsOneModule(sources, file: file, line: line)
    }

    // MARK: - Shape 1: the element of a model's array

    static let recipeList: File = (RecipeModule.viewPath, RecipeModule.view)

    static let recipeStore: File = (RecipeModule.storePath, RecipeModule.store)

    static let recipe: File = (RecipeModule.recipePath, RecipeModule.recipe)

    func testTheElementOfAModelsArrayDeclaredInAnotherFile() {
        let models = [Self.recipeStore, Self.recipe]
        let (findings, text) = Self.fixed(Self.recipeList, models: models)
        XCTAssertEqual(findings.count, 1)
        XCTAssertEqual(findings.first?.fix?.title, "Extract the duplicated action into a method `cook(_:)`")
        XCTAssertTrue(text.contains("Button(\"Cook\") { cook(recipe) }"), text)
        XCTAssertTrue(text.contains("    func cook(_ recipe: Recipe) {\n        store.cook(recipe)\n        store.save()\n    }"), text)
        Self.assertTypeChecks(text, Self.recipeList, models: models)
    }

    /// The index is made only for a fix that needs it, and parses only the files spelling the
    /// names asked for: the store (`recipes`) and `Recipe`'s file; not the view, which only spells
    /// them, nor the formatter or the counter.
    func testTheIndexIsBuiltOnlyWhenAFixNeedsIt() {
        let unrelated: File = ("Formatter.swift", "struct Formatter {\n    func format(_ value: Int) -> String { \"\" }\n}\n")
        let seed: File = ("Counter.swift", "import SwiftUI\n\nstruct Counter: View {\n    @State private var count = 0\n\n"
            + "    var body: some View {\n        VStack {\n            Button(\"Reset\") {\n                count = 0\n                print(count)\n            }\n"
            + "            Text(\"\\(count)\")\n                .onTapGesture {\n                    count = 0\n                    print(count)\n                }\n"
            + "        }\n    }\n}\n")
        let files = [seed, Self.recipeStore, Self.recipe, unrelated]
        let quiet = LintRunner(engine: LintHarness.engine())
            .run(files.map { LintRunner.Input(path: nil, displayPath: $0.name, bytes: Array($0.text.utf8)) })
        XCTAssertNotNil(quiet.findings.first?.fix)
        XCTAssertEqual(quiet.modules.builtIndexes.count, 0)
        let needing = LintRunner(engine: LintHarness.engine())
            .run(([Self.recipeList] + files).map { LintRunner.Input(path: nil, displayPath: $0.name, bytes: Array($0.text.utf8)) })
        XCTAssertEqual(needing.findings.filter { $0.fix != nil }.count, 2)
        XCTAssertEqual(needing.modules.builtIndexes.count, 1)
        XCTAssertEqual(needing.modules.builtIndexes.parsedFiles, 2)
    }

    /// Alone, the view's file says nothing of `Recipe`: no fix, as before.
    func testWithoutTheModelFilesThereIsNoFix() {
        let (findings, _) = Self.fixed(Self.recipeList, models: [])
        XCTAssertNil(findings.first?.fix)
        XCTAssertEqual(findings.first?.noFixReason,
                       "the type of `recipe` (the elements of `store.recipes`) is not known: `RecipeStore` is declared in no file of this module")
    }

    // MARK: - Shape 2: a case assigned to a model's property

    static let sheetButtons: File = ("Views/HelpMenu.swift", """
    import SwiftUI

    struct HelpMenu: View {
        @Environment(Coordinator.self) private var coordinator

        var body: some View {
            VStack {
                Button("Profile") {
                    coordinator.activeSheet = .profile
                    coordinator.log("sheet")
                }
                Button("Help") {
                    coordinator.activeSheet = .help
                    coordinator.log("sheet")
                }
            }
        }
    }

    """)

    static let coordinator: File = ("Navigation/Coordinator.swift", """
    import SwiftUI

    @Observable
    final class Coordinator {
        var activeSheet: Destination?

        func log(_ event: String) {}
    }

    """)

    static let destination: File = ("Navigation/Destination.swift", """
    enum Destination {
        case profile
        case help
    }

    """)

    func testACaseAssignedToAnObservableModelsOptionalProperty() {
        let models = [Self.coordinator, Self.destination]
        let (findings, text) = Self.fixed(Self.sheetButtons, models: models)
        XCTAssertEqual(findings.count, 1)
        XCTAssertNotNil(findings.first?.fix, findings.first?.noFixReason ?? "")
        XCTAssertTrue(text.contains("Button(\"Profile\") { setActiveSheet(.profile) }"), text)
        XCTAssertTrue(text.contains("func setActiveSheet(_ activeSheet: Destination) {"), text)
        Self.assertTypeChecks(text, Self.sheetButtons, models: models)
    }

    /// A value that is no case of the enum the module declares: no fix.
    func testAValueThatIsNoCaseOfTheModulesEnumHasNoFix() {
        let view = (Self.sheetButtons.name, Self.sheetButtons.text.replacingOccurrences(of: ".help", with: ".settings"))
        let (findings, _) = Self.fixed(view, models: [Self.coordinator, Self.destination])
        XCTAssertNil(findings.first?.fix)
        XCTAssertEqual(findings.first?.noFixReason, "`.settings` is not a case of `Destination` in the module's files")
    }

    // MARK: - Shape 3: models from the environment, computed properties in extensions

    static let libraryView: File = ("Views/LibraryView.swift", """
    import SwiftUI

    struct LibraryView: View {
        @EnvironmentObject var library: Library

        var body: some View {
            VStack {
                if let current = library.current {
                    Button("Play") {
                        library.play(current)
                        library.markPlayed(current)
                    }
                    Text("Now")
                        .onTapGesture {
                            library.play(current)
                            library.markPlayed(current)
                        }
                }
                ForEach(library.filtered) { entry in
                    Button(entry.title) {
                        library.open(entry)
                        library.markOpened(entry)
                    }
                    .contextMenu {
                        Button("Open") {
                            library.open(entry)
                            library.markOpened(entry)
                        }
                    }
                }
            }
        }
    }

    """)

    static let library: File = ("Models/Library.swift", """
    import SwiftUI

    final class Library: ObservableObject {
        @Published var entries: Entries = []

        func play(_ track: Archive.Track) {}
        func markPlayed(_ track: Archive.Track) {}
        func open(_ entry: Archive.Entry) {}
        func markOpened(_ entry: Archive.Entry) {}
    }

    """)

    static let libraryFiltering: File = ("Models/Library+Filtering.swift", """
    extension Library {
        typealias Entries = [Archive.Entry]

        var current: Archive.Track? { nil }
        var filtered: Entries { entries.filter { !$0.title.isEmpty } }
    }

    """)

    static let archive: File = ("Models/Archive.swift", """
    enum Archive {
        struct Entry: Identifiable {
            let id: Int
            var title: String
        }

        struct Track {
            var title: String
        }
    }

    """)

    func testComputedPropertiesAndATypealiasInAnExtensionGiveNestedTypesQualified() {
        let models = [Self.library, Self.libraryFiltering, Self.archive]
        let (findings, text) = Self.fixed(Self.libraryView, models: models)
        XCTAssertEqual(findings.count, 2)
        XCTAssertEqual(findings.filter { $0.fix == nil }.map { $0.noFixReason ?? "" }, [])
        XCTAssertTrue(text.contains("(_ current: Archive.Track)"), text)
        XCTAssertTrue(text.contains("(_ entry: Archive.Entry)"), text)
        Self.assertTypeChecks(text, Self.libraryView, models: models)
    }

    /// `Entry` written inside `Archive` is `Archive.Entry`: the parameter says so.
    func testANestedTypeWrittenShortInItsOwnerIsQualified() {
        let archive: File = ("Models/Archive.swift", """
        import SwiftUI

        enum Archive {
            struct Entry: Identifiable {
                let id: Int
                var title: String
            }

            final class Shelf: ObservableObject {
                @Published var entries: [Entry] = []
                func open(_ entry: Entry) {}
                func close(_ entry: Entry) {}
            }
        }

        """)
        let view: File = ("ShelfView.swift", """
        import SwiftUI

        struct ShelfView: View {
            @ObservedObject var shelf: Archive.Shelf

            var body: some View {
                ForEach(shelf.entries) { entry in
                    Button(entry.title) {
                        shelf.open(entry)
                        shelf.close(entry)
                    }
                    .contextMenu {
                        Button("Open") {
                            shelf.open(entry)
                            shelf.close(entry)
                        }
                    }
                }
            }
        }

        """)
        let (findings, text) = Self.fixed(view, models: [archive])
        XCTAssertNotNil(findings.first?.fix, findings.first?.noFixReason ?? "")
        XCTAssertTrue(text.contains("func open(_ entry: Archive.Entry) {"), text)
        Self.assertTypeChecks(text, view, models: [archive])
    }

    // MARK: - Shape 4: a value passed to a function declared elsewhere

    static let playerControls: File = ("PlayerControls.swift", """
    import SwiftUI

    struct PlayerControls: View {
        @ObservedObject var player: Player

        var body: some View {
            HStack {
                Button("Shuffle") {
                    player.setMode(.shuffle)
                    player.play()
                }
                Button("Repeat") {
                    player.setMode(.repeatAll)
                    player.play()
                }
            }
        }
    }

    """)

    static let player: File = ("Playback/Player.swift", """
    import SwiftUI

    final class Player: ObservableObject {
        enum PlaybackMode {
            case shuffle, repeatAll
        }

        func setMode(_ mode: PlaybackMode) {}
        func play() {}
    }

    """)

    func testAValuePassedToAFunctionOfAModelTakesItsParametersType() {
        let (findings, text) = Self.fixed(Self.playerControls, models: [Self.player])
        XCTAssertEqual(findings.first?.fix?.title, "Extract the duplicated action into a method `setMode(_:)`")
        XCTAssertTrue(text.contains("func setMode(_ mode: Player.PlaybackMode) {"), text)
        XCTAssertTrue(text.contains("Button(\"Shuffle\") { setMode(.shuffle) }"), text)
        Self.assertTypeChecks(text, Self.playerControls, models: [Self.player])
    }

    // MARK: - Refusals

    func testAGenericFunctionsParameterIsNotGuessed() {
        let player: File = ("Player.swift", Self.player.text.replacingOccurrences(
            of: "func setMode(_ mode: PlaybackMode) {}", with: "func setMode<Mode>(_ mode: Mode) {}"))
        let (findings, _) = Self.fixed(Self.playerControls, models: [player])
        XCTAssertNil(findings.first?.fix)
        XCTAssertEqual(findings.first?.noFixReason,
                       "the type of `.shuffle` and `.repeatAll` is not known: `setMode` is generic; its parameter's type depends on the call")
    }

    func testTwoCandidateDeclarationsAreNotGuessed() {
        let models: [File] = [
            ("Store.swift", "import SwiftUI\n\nfinal class RecipeStore: ObservableObject {\n    @Published var recipes: [Entry] = []\n"
                + "    func cook(_ recipe: Entry) {}\n    func save() {}\n}\n"),
            ("Catalog.swift", "enum Catalog {\n    struct Entry: Identifiable {\n        let id: Int\n        var title: String\n    }\n}\n"),
            ("Archive.swift", "enum Archive {\n    struct Entry: Identifiable {\n        let id: Int\n        var title: String\n    }\n}\n"),
        ]
        let (findings, _) = Self.fixed(Self.recipeList, models: models)
        XCTAssertNil(findings.first?.fix)
        XCTAssertEqual(findings.first?.noFixReason,
                       "the type of `recipe` (the elements of `store.recipes`) is not known: `Entry` may be `Archive.Entry` or `Catalog.Entry`, declared in other files")
    }

    func testATypeAnotherFileKeepsPrivateIsNotNamed() {
        let hidden: File = ("Models/Food/Recipe.swift", Self.recipe.text.replacingOccurrences(of: "struct Recipe", with: "private struct Recipe"))
        let (findings, _) = Self.fixed(Self.recipeList, models: [Self.recipeStore, hidden])
        XCTAssertNil(findings.first?.fix)
        XCTAssertEqual(findings.first?.noFixReason, "the type of `recipe` (the elements of `store.recipes`) is not known: `Recipe` is private in Recipe.swift")
    }

    /// Two groups of one view read the same model type: the second is answered from what the
    /// first found (`FileFacts`), a type to write or a refusal, exactly as if asked anew.
    func testTwoGroupsOfAViewGetTheSameAnswerAboutTheirModelsType() {
        let view: File = (Self.recipeList.name, Self.recipeList.text.replacingOccurrences(of: """
                        .swipeActions {
            """, with: """
                        .swipeActions(edge: .leading) {
                            Button("Remove") {
                                store.remove(recipe)
                                store.save()
                            }
                        }
                        .onTapGesture(count: 2) {
                            store.remove(recipe)
                            store.save()
                        }
                        .swipeActions {
            """))
        let store: File = (Self.recipeStore.name, Self.recipeStore.text.replacingOccurrences(
            of: "    func save() {}", with: "    func remove(_ recipe: Recipe) {}\n    func save() {}"))
        let (findings, text) = Self.fixed(view, models: [store, Self.recipe])
        XCTAssertEqual(findings.map { $0.fix?.title }, ["Extract the duplicated action into a method `remove(_:)`",
                                                         "Extract the duplicated action into a method `cook(_:)`"])
        XCTAssertTrue(text.contains("    func remove(_ recipe: Recipe) {\n        store.remove(recipe)\n"), text)
        XCTAssertTrue(text.contains("    func cook(_ recipe: Recipe) {\n        store.cook(recipe)\n"), text)
        Self.assertTypeChecks(text, view, models: [store, Self.recipe])

        let hidden: File = (Self.recipe.name, Self.recipe.text.replacingOccurrences(of: "struct Recipe", with: "private struct Recipe"))
        let (refused, _) = Self.fixed(view, models: [store, hidden])
        XCTAssertEqual(refused.count, 2)
        for finding in refused {
            XCTAssertNil(finding.fix)
            XCTAssertEqual(finding.noFixReason,
                           "the type of `recipe` (the elements of `store.recipes`) is not known: `Recipe` is private in Recipe.swift")
        }
    }

    func testAGenericModelsMembersAreNotResolved() {
        let feed: File = ("Feed.swift", "import SwiftUI\n\nfinal class Feed<Item: Identifiable>: ObservableObject {\n"
            + "    @Published var items: [Item] = []\n    func cook(_ item: Item) {}\n    func save() {}\n}\n")
        let view: File = (Self.recipeList.name, Self.recipeList.text
            .replacingOccurrences(of: "@StateObject private var store = RecipeStore()", with: "@ObservedObject var store: Feed<Recipe>")
            .replacingOccurrences(of: "store.recipes", with: "store.items"))
        let (findings, _) = Self.fixed(view, models: [feed, Self.recipe])
        XCTAssertNil(findings.first?.fix)
        XCTAssertEqual(findings.first?.noFixReason,
                       "the type of `recipe` (the elements of `store.items`) is not known: `Feed<Recipe>` is generic: the types of its members are not resolved")
    }

    /// `Song` and `Podcast` are two types: the two sites never share a member.
    func testSitesWhoseBindingsHaveDifferentTypesNeverMerge() {
        let view: File = ("MediaList.swift", """
        import SwiftUI

        struct MediaList: View {
            @ObservedObject var media: MediaStore

            var body: some View {
                List {
                    ForEach(media.songs) { item in
                        Button(item.title) {
                            media.queue(item.title)
                            media.refresh()
                        }
                    }
                    ForEach(media.podcasts) { item in
                        Button(item.title) {
                            media.queue(item.title)
                            media.refresh()
                        }
                    }
                }
            }
        }

        """)
        let store: File = ("MediaStore.swift", """
        import SwiftUI

        struct Song: Identifiable { let id: Int; var title: String }
        struct Podcast: Identifiable { let id: Int; var title: String }

        final class MediaStore: ObservableObject {
            @Published var songs: [Song] = []
            @Published var podcasts: [Podcast] = []
            func queue(_ title: String) {}
            func refresh() {}
        }

        """)
        let (findings, _) = Self.fixed(view, models: [store])
        XCTAssertEqual(findings.count, 1)
        XCTAssertNil(findings.first?.fix)
        XCTAssertEqual(findings.first?.noFixReason, "the sites' `item` have different types (`Song` and `Podcast`)")
    }
}
