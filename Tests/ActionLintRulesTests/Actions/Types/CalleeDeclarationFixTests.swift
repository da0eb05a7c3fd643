import ActionLintCore
import ActionLintRules
import ActionLintTestSupport
import XCTest

/// A closure's parameters, values and result typed from the declaration of what is called,
/// wherever in the module it is declared (issue 47 §2): the `init` of a custom view whose labels
/// fit the call (in its body or an extension, this file or another), a closure property
/// called with a value, a typealias of a function type; and the refusals where the
/// compiler's choice is not certain. Each output type-checks with its files in Swift 5 and 6.
final class CalleeDeclarationFixTests: XCTestCase {
    typealias File = ModuleTypeFixTests.File
    /// Lints with the other files as the module, fixes as `--fix` does, type-checks with them.
    typealias Harness = ModuleTypeFixTests

    // MARK: - A view's own `init`, declared in another file

    static let bookmark: File = ("Models/Bookmark.swift", """
    import SwiftUI

    struct Bookmark: Identifiable {
        let id: Int
        var title: String
    }

    @Observable
    final class Library {
        var bookmarks: [Bookmark] = []
        var trash: [Bookmark] = []

        func remove(_ bookmark: Bookmark) {}
        func save() {}
    }

    """)

    /// `BookmarkRow` with an `init` of its own: `onDelete`'s type is `parameterType`.
    static func bookmarkRow(_ parameterType: String, call: String = "onDelete(bookmark)",
                            extra: String = "") -> File {
        ("Views/Rows/BookmarkRow.swift", """
        import SwiftUI

        struct BookmarkRow: View {
            private let bookmark: Bookmark
            private let onDelete: \(parameterType)
        \(extra)
            init(bookmark: Bookmark, showsIcon: Bool = true, onDelete: \(parameterType.hasSuffix("?") ? "" : "@escaping ")\(parameterType)) {
                self.bookmark = bookmark
                self.onDelete = onDelete
            }

            var body: some View {
                Button(bookmark.title) { \(call) }
            }
        }

        """)
    }

    static let bookmarkList: File = ("Views/BookmarkList.swift", """
    import SwiftUI

    struct BookmarkList: View {
        @State private var library = Library()
        @State private var showsTrash = false

        var body: some View {
            List {
                ForEach(library.bookmarks) { bookmark in
                    BookmarkRow(bookmark: bookmark, onDelete: { deleted in
                        library.remove(deleted)
                        library.save()
                    })
                }
                if showsTrash {
                    ForEach(library.trash) { bookmark in
                        BookmarkRow(bookmark: bookmark, showsIcon: false, onDelete: { deleted in
                            library.remove(deleted)
                            library.save()
                        })
                    }
                }
            }
        }
    }

    """)

    static let removeMember = "(_ deleted: Bookmark) {\n        library.remove(deleted)\n        library.save()\n    }"

    /// The list's `onDelete` closures become one member taking the `Bookmark` the row's `init`
    /// in `models` says; the output type-checks with them.
    static func assertTypedByTheRow(_ models: [File], file: StaticString = #filePath, line: UInt = #line) {
        let (findings, text) = Harness.fixed(bookmarkList, models: models, file: file, line: line)
        XCTAssertEqual(findings.count, 1, file: file, line: line)
        XCTAssertNotNil(findings.first?.fix, findings.first?.noFixReason ?? "", file: file, line: line)
        XCTAssertTrue(text.contains(removeMember), text, file: file, line: line)
        XCTAssertTrue(text.contains("onDelete: { deleted in removeFromLibrary(deleted) }"), text, file: file, line: line)
        Harness.assertTypeChecks(text, bookmarkList, models: models, file: file, line: line)
    }

    /// The `init`'s parameter in each spelling a programmer writes: plain, optional with a
    /// default, main-actor and sendable, and async (the sites' closures then await).
    func testAnotherFilesViewsOwnInitGivesItsParametersType() {
        let spellings: [(type: String, call: String)] = [
            ("(Bookmark) -> Void", "onDelete(bookmark)"),
            ("((Bookmark) -> Void)?", "onDelete?(bookmark)"),
            ("@MainActor @Sendable (Bookmark) -> Void", "onDelete(bookmark)"),
        ]
        for spelling in spellings {
            Self.assertTypedByTheRow([Self.bookmarkRow(spelling.type, call: spelling.call), Self.bookmark])
        }
    }

    /// `onDelete: @escaping (Bookmark) async -> Void`: the member is async, each site awaits it.
    func testAnAsyncParameterOfTheInit() {
        let view: File = (Self.bookmarkList.name, Self.bookmarkList.text
            .replacingOccurrences(of: "library.save()", with: "await library.sync()"))
        let bookmark: File = (Self.bookmark.name, Self.bookmark.text
            .replacingOccurrences(of: "func save() {}", with: "func sync() async {}"))
        let models = [Self.bookmarkRow("(Bookmark) async -> Void", call: "Task { await onDelete(bookmark) }"), bookmark]
        let (findings, text) = Harness.fixed(view, models: models)
        XCTAssertNotNil(findings.first?.fix, findings.first?.noFixReason ?? "")
        XCTAssertTrue(text.contains("func removeFromLibrary(_ deleted: Bookmark) async {"), text)
        XCTAssertTrue(text.contains("onDelete: { deleted in\n                        await removeFromLibrary(deleted)"), text)
        Harness.assertTypeChecks(text, view, models: models)
    }

    /// `onDelete: @escaping DeleteAction`, the typealias nested in the row: the function type it names.
    func testATypealiasOfAFunctionTypeNestedInTheView() {
        let row = Self.bookmarkRow("DeleteAction", extra: "    typealias DeleteAction = (Bookmark) -> Void\n")
        Self.assertTypedByTheRow([row, Self.bookmark])
    }

    /// The `init` in an extension of the row, in a third file: the struct keeps its memberwise
    /// `init` too, and the call's labels pick the extension's.
    func testAnInitInAnExtensionInAnotherFile() {
        let row: File = ("Views/Rows/BookmarkRow.swift", """
        import SwiftUI

        struct BookmarkRow: View {
            let bookmark: Bookmark
            let isCompact: Bool
            let onDelete: (Bookmark) -> Void

            var body: some View {
                Button(bookmark.title) { onDelete(bookmark) }
            }
        }

        """)
        let convenience: File = ("Views/Rows/BookmarkRow+Init.swift", """
        import SwiftUI

        extension BookmarkRow {
            init(bookmark: Bookmark, showsIcon: Bool = true, onDelete: @escaping (Bookmark) -> Void) {
                self.init(bookmark: bookmark, isCompact: !showsIcon, onDelete: onDelete)
            }
        }

        """)
        Self.assertTypedByTheRow([row, convenience, Self.bookmark])
    }

    // MARK: - A view's own `init`, declared in the same file

    /// A private row of the same file with a stored closure and an explicit `init`, called with a
    /// trailing closure: the forward scan binds it to `onRename`.
    func testTheSameFilesViewWithItsOwnInitAndATrailingClosure() {
        let view: File = ("Views/TagEditor.swift", """
        import SwiftUI

        struct TagEditor: View {
            @State private var tags: [String] = []
            @State private var log: [String] = []

            var body: some View {
                VStack {
                    RenameButton(title: "Primary") { newName in
                        tags.append(newName)
                        log.append("renamed")
                    }
                    RenameButton(title: "Secondary", placeholder: "Optional") { newName in
                        tags.append(newName)
                        log.append("renamed")
                    }
                }
            }
        }

        private struct RenameButton: View {
            let title: String
            @State private var text: String
            private let onRename: (String) -> Void

            init(title: String, placeholder: String = "", onRename: @escaping (String) -> Void) {
                self.title = title
                _text = State(initialValue: placeholder)
                self.onRename = onRename
            }

            var body: some View {
                TextField(title, text: $text).onSubmit { onRename(text) }
            }
        }

        """)
        let (findings, text) = Harness.fixed(view, models: [])
        XCTAssertEqual(findings.count, 1)
        XCTAssertNotNil(findings.first?.fix, findings.first?.noFixReason ?? "")
        XCTAssertTrue(text.contains("(_ newName: String) {\n        tags.append(newName)"), text)
        Harness.assertTypeChecks(text, view, models: [])
    }

    /// The row's `init` takes its own nested `Filter` (optional: `nil` clears the filter):
    /// outside the row, the member names it `FilterBar.Filter?`.
    func testATypeNestedInTheCalledViewIsQualified() {
        let view: File = ("Views/Inbox.swift", """
        import SwiftUI

        struct Inbox: View {
            @State private var shown = "all"
            @State private var picks = 0

            var body: some View {
                VStack {
                    FilterBar(title: "Top", onPick: { filter in
                        shown = filter?.name ?? "all"
                        picks += 1
                    })
                    FilterBar(title: "Bottom", onPick: { filter in
                        shown = filter?.name ?? "all"
                        picks += 1
                    })
                }
            }
        }

        struct FilterBar: View {
            enum Filter: CaseIterable {
                case all, unread

                var name: String { "\\(self)" }
            }

            let title: String
            private let onPick: (Filter?) -> Void

            init(title: String, onPick: @escaping (Filter?) -> Void) {
                self.title = title
                self.onPick = onPick
            }

            var body: some View {
                Menu(title) {
                    ForEach(Filter.allCases, id: \\.self) { filter in
                        Button(filter.name) { onPick(filter) }
                    }
                    Button("Clear") { onPick(nil) }
                }
            }
        }

        """)
        let (findings, text) = Harness.fixed(view, models: [])
        XCTAssertNotNil(findings.first?.fix, findings.first?.noFixReason ?? "")
        XCTAssertTrue(text.contains("(_ filter: FilterBar.Filter?) {"), text)
        Harness.assertTypeChecks(text, view, models: [])
    }

    // MARK: - A closure property called with a value

    static let accountHeader: File = ("Views/AccountHeader.swift", """
    import SwiftUI

    struct AccountHeader: View {
        enum Action {
            case signIn, signOut
        }

        typealias Completion = (Action) async -> Void

        @Binding var isBusy: Bool
        private let completion: Completion

        init(isBusy: Binding<Bool>, completion: @escaping Completion) {
            _isBusy = isBusy
            self.completion = completion
        }

        var body: some View {
            HStack {
                Button("Sign in") {
                    isBusy = true
                    Task { await self.completion(.signIn) }
                }
                Button("Sign out") {
                    isBusy = true
                    Task { await self.completion(.signOut) }
                }
            }
        }
    }

    """)

    /// `self.completion(.signIn)` with `private let completion: Completion`, the typealias of an
    /// async function type taking the view's nested `Action`: the case is an `Action`, written
    /// unqualified in the view's own extension.
    func testACaseOfANestedEnumPassedToAClosurePropertyOfATypealiasedType() {
        let (findings, text) = Harness.fixed(Self.accountHeader, models: [])
        XCTAssertEqual(findings.count, 1)
        XCTAssertNotNil(findings.first?.fix, findings.first?.noFixReason ?? "")
        XCTAssertTrue(text.contains("(_ action: Action) {\n        isBusy = true\n        Task { await self.completion(action) }"), text)
        Harness.assertTypeChecks(text, Self.accountHeader, models: [])
    }

    /// The typealias and the enum at file scope in another file of the module.
    func testATypealiasDeclaredInAnotherFile() {
        let view: File = (Self.accountHeader.name, Self.accountHeader.text
            .replacingOccurrences(of: "    enum Action {\n        case signIn, signOut\n    }\n\n", with: "")
            .replacingOccurrences(of: "    typealias Completion = (Action) async -> Void\n\n", with: "")
            .replacingOccurrences(of: "Completion", with: "AccountCompletion"))
        let models: [File] = [("Models/AccountAction.swift", """
        enum AccountAction {
            case signIn, signOut
        }

        typealias AccountCompletion = (AccountAction) async -> Void

        """)]
        let (findings, text) = Harness.fixed(view, models: models)
        XCTAssertNotNil(findings.first?.fix, findings.first?.noFixReason ?? "")
        XCTAssertTrue(text.contains("(_ accountAction: AccountAction) {"), text)
        Harness.assertTypeChecks(text, view, models: models)
    }

    // MARK: - A closure's result, typed by the view's `init`

    static let favoriteButton: File = ("Views/FavoriteButton.swift", """
    import SwiftUI

    struct FavoriteButton: View {
        let title: String
        @State private var isOn: Bool
        private let onToggle: () async -> Bool

        init(_ title: String, isOn: Bool = false, onToggle: @escaping () async -> Bool) {
            self.title = title
            _isOn = State(initialValue: isOn)
            self.onToggle = onToggle
        }

        var body: some View {
            Button(title) {
                Task { isOn = await onToggle() }
            }
        }
    }

    """)

    static let recipeCard: File = ("Views/RecipeCard.swift", """
    import SwiftUI

    @Observable
    final class Favorites {
        var isSignedIn = false

        func toggle(_ name: String) async -> Bool { true }
    }

    struct RecipeCard: View {
        let name: String
        let isSaved: Bool
        @State private var favorites = Favorites()

        var body: some View {
            if isSaved {
                FavoriteButton("Saved", isOn: true, onToggle: {
                    guard favorites.isSignedIn else { return false }
                    return await favorites.toggle(name)
                })
            } else {
                FavoriteButton("Save", onToggle: {
                    guard favorites.isSignedIn else { return false }
                    return await favorites.toggle(name)
                })
            }
        }
    }

    """)

    /// `onToggle: @escaping () async -> Bool` in another file's `init`: the member is `async ->
    /// Bool`, and each site's closure returns what it gives.
    func testAClosuresResultTypedByTheViewsInit() {
        let (findings, text) = Harness.fixed(Self.recipeCard, models: [Self.favoriteButton])
        XCTAssertEqual(findings.count, 1)
        XCTAssertNotNil(findings.first?.fix, findings.first?.noFixReason ?? "")
        XCTAssertTrue(text.contains("() async -> Bool {\n        guard favorites.isSignedIn else { return false }"), text)
        Harness.assertTypeChecks(text, Self.recipeCard, models: [Self.favoriteButton])
    }

    /// A second `init` fitting the same labels, its closure returning `Bool?`: which result the
    /// member must have is not certain, so there is no fix.
    func testAResultTheDeclarationsDoNotAgreeOnGivesNoFix() {
        let button: File = (Self.favoriteButton.name, Self.favoriteButton.text.replacingOccurrences(
            of: "    var body: some View {",
            with: "    init(_ title: String, isOn: Bool = false, onToggle: @escaping () async -> Bool?) {\n"
                + "        self.init(title, isOn: isOn, onToggle: { await onToggle() ?? false })\n    }\n\n    var body: some View {"))
        let (findings, _) = Harness.fixed(Self.recipeCard, models: [button])
        XCTAssertNil(findings.first?.fix)
        XCTAssertEqual(findings.first?.noFixReason, "a closure returns a value, and `FavoriteButton(onToggle:)` says not of which type")
    }

    // MARK: - Refusals

    /// `init<Value: Hashable>(… onApply: ((Value) -> Void)?)`: the closure's parameter is whatever
    /// the call makes `Value`; no type is written for it.
    func testAnInitGenericOverTheClosuresTypeGivesNoType() {
        let row: File = ("Views/Rows/BookmarkRow.swift", """
        import SwiftUI

        struct BookmarkRow: View {
            let title: String
            private let apply: () -> Void

            init<Value>(bookmark value: Value, showsIcon: Bool = true, onDelete: ((Value) -> Void)? = nil) {
                title = "\\(value)"
                apply = { onDelete?(value) }
            }

            var body: some View {
                Button(title, action: apply)
            }
        }

        """)
        let (findings, _) = Harness.fixed(Self.bookmarkList, models: [row, Self.bookmark])
        XCTAssertNil(findings.first?.fix)
        XCTAssertEqual(findings.first?.noFixReason, "the type of `deleted`, a parameter of the `BookmarkRow` closure, "
            + "is not known: `BookmarkRow.init`'s `onDelete` is written with the generic parameter `Value`, which the call decides")
    }

    /// Two `init`s fit the call's labels with different closure types: which one the compiler
    /// picks depends on the body, so no type is given.
    func testInitsFittingTheLabelsWithDifferentTypesGiveNoType() {
        let row = Self.bookmarkRow("(Bookmark) -> Void", extra: """
            init(bookmark: Bookmark, showsIcon: Bool = true, onDelete: @escaping (Int) -> Void) {
                self.bookmark = bookmark
                self.onDelete = { onDelete($0.id) }
            }

        """)
        let (findings, _) = Harness.fixed(Self.bookmarkList, models: [row, Self.bookmark])
        XCTAssertNil(findings.first?.fix)
        XCTAssertEqual(findings.first?.noFixReason, "the type of `deleted`, a parameter of the `BookmarkRow` closure, "
            + "is not known: 2 `init`s of `BookmarkRow` take these labels, with different types")
    }

    /// The `init` takes the module's `Bookmark`, but the list nests a `Bookmark` of its own: the
    /// name written inside the list would be the nested one.
    func testATypeTheViewCannotNameGivesNoType() {
        let view: File = (Self.bookmarkList.name, Self.bookmarkList.text.replacingOccurrences(
            of: "    var body: some View {",
            with: "    struct Bookmark {\n        var note: String\n    }\n\n    var body: some View {"))
        let row = Self.bookmarkRow("(Bookmark) -> Void")
        let (findings, _) = Harness.fixed(view, models: [row, Self.bookmark])
        XCTAssertNil(findings.first?.fix)
        XCTAssertEqual(findings.first?.noFixReason, "the type of `deleted`, a parameter of the `BookmarkRow` closure, "
            + "is not known: `Bookmark` would be read as `BookmarkList.Bookmark` inside `BookmarkList`")
    }
}
