@testable import ActionLintCore
import ActionLintSyntax
import XCTest

/// The index is lazy: a name is searched in the names each file may declare (read from its
/// bytes), only the files that may declare it are parsed.
final class ModuleIndexTests: XCTestCase {
    static func file(_ name: String, _ text: String) -> ModuleIndex.File {
        ModuleIndex.File(path: "/module/" + name, bytes: Array(text.utf8))
    }

    let files = [
        file("Recipe.swift", "struct Recipe {\n    var title: String\n}\n"),
        file("RecipeStore.swift", "final class RecipeStore {\n    var recipes: [Recipe] = []\n}\n"),
        file("Other.swift", "struct Formatter {\n    var recipe: Recipe?\n    // A RecipeBook is not a Recipe: no file is parsed for spelling a name.\n}\n"),
    ]

    func testOnlyTheFilesSpellingANameAreParsed() {
        let index = ModuleIndex(files: files)
        XCTAssertEqual(index.declarations(named: "recipes").map(\.owner), ["RecipeStore"])
        XCTAssertEqual(index.parsedFileCount, 1)
        XCTAssertEqual(index.declarations(named: "Recipe").map(\.file.source.path), ["/module/Recipe.swift"])
        // `Other.swift` spells `Recipe` but declares only `recipe`: not parsed.
        XCTAssertEqual(index.parsedFileCount, 2)
        XCTAssertTrue(index.declarations(named: "Missing").isEmpty)
    }

    func testTheNamesAFileMayDeclare() {
        let text = "@Published private(set) var items: [Item]\nstruct Item {}\nenum Sheet { case profile, help(topic: Topic, depth: Int)\n  case `default` }\n"
        for name in ["items", "Item", "Sheet", "profile", "help", "default"] {
            XCTAssertTrue(ByteSearch.mayDeclare(name, in: Array(text.utf8)), name)
        }
        for name in ["Published", "private", "Topic", "depth", "Int", "It"] {
            XCTAssertFalse(ByteSearch.mayDeclare(name, in: Array(text.utf8)), name)
        }
    }

    /// A member is looked for in the files that declare or extend its type and spell its name:
    /// a file extending `View` with other modifiers is not parsed, nor is one extending
    /// `RecipeStore` with other members.
    func testAMemberIsSearchedInTheFilesSpellingBothItsTypeAndItsName() {
        let index = ModuleIndex(files: files + [
            Self.file("View+Card.swift", "extension View {\n    func card() -> some View { self }\n}\n"),
            Self.file("View+Frame.swift", "extension View {\n    func onFrameChange(_ action: @escaping (CGRect) -> Void) -> some View { self }\n}\n"),
            Self.file("RecipeStore+Sorting.swift", "extension RecipeStore {\n    var sorted: [Recipe] { recipes }\n}\n"),
        ])
        XCTAssertEqual(index.declarations(named: "onFrameChange", searching: "View").map(\.file.source.path),
                       ["/module/View+Frame.swift"])
        XCTAssertEqual(index.parsedFileCount, 1)
        XCTAssertEqual(index.declarations(named: "recipes", searching: "RecipeStore").map(\.owner), ["RecipeStore"])
        XCTAssertEqual(index.indexedPaths, ["/module/RecipeStore.swift", "/module/View+Frame.swift"])
    }

    /// `extension View` declares no `View`: asking for the name parses no file that only extends it.
    func testAFileExtendingATypeDoesNotDeclareItsName() {
        let text = Array("extension View {\n    func card() -> some View { self }\n}\n".utf8)
        XCTAssertFalse(ByteSearch.mayDeclare("View", in: text))
        XCTAssertTrue(ByteSearch.mayDeclare("card", in: text))
        let index = ModuleIndex(files: [ModuleIndex.File(path: "/module/View+Card.swift", bytes: text)])
        XCTAssertTrue(index.declarations(named: "View").isEmpty)
        XCTAssertEqual(index.parsedFileCount, 0)
    }

    /// A name asked for at file scope is looked for in the files the lint's scan saw declare it
    /// outside every bracket, not in one nesting a type of that name (`L10n.View`).
    func testATopLevelNameIsNotLookedForInFilesNestingOne() {
        func file(_ name: String, _ text: String) -> ModuleIndex.File {
            let source = SourceFile(path: name, text: text)
            let scanned = ParsedFile.tokensOnly(source: source, tokens: Lexer.tokenize(source.bytes))
            XCTAssertNotNil(ClosureLiteralScanner(file: scanned).scan(keeping: { _ in true }))
            return ModuleIndex.File(path: "/module/" + name, bytes: source.bytes, words: ByteSearch.declaredNameHashes(in: scanned))
        }
        let index = ModuleIndex(files: [
            file("Strings.swift", "enum L10n {\n    enum View {\n        static let title = \"Title\"\n    }\n}\n"),
            file("Theme.swift", "struct Theme {\n    var accent: Int\n}\n\nfunc makeTheme() -> Theme { Theme(accent: 1) }\n"),
        ])
        XCTAssertTrue(index.declarations(topLevelNamed: "View").isEmpty)
        XCTAssertEqual(index.parsedFileCount, 0)
        XCTAssertEqual(index.declarations(topLevelNamed: "Theme").map(\.qualifiedName), ["Theme"])
        XCTAssertEqual(index.declarations(topLevelNamed: "makeTheme").count, 1)
        XCTAssertEqual(index.parsedFileCount, 1)
        // Every file declaring the name, nested or not, when asked for the name alone.
        XCTAssertEqual(index.declarations(named: "View").map(\.qualifiedName), ["L10n.View"])
    }

    func testAChangedFileIsReadAgainWhenAnotherFileAsks() {
        let index = ModuleIndex(files: files)
        XCTAssertEqual(index.declarations(named: "recipes").count, 1)
        index.update(path: "/module/RecipeStore.swift", bytes: Array("final class RecipeStore {\n    var dishes: [Recipe] = []\n}\n".utf8))
        // The file asking is the changed one: it is not parsed for its own sake.
        XCTAssertEqual(index.declarations(named: "recipes", excluding: "/module/RecipeStore.swift").count, 0)
        XCTAssertEqual(index.declarations(named: "dishes", excluding: "/module/View.swift").count, 1)
        // A file added after the first search is listed with the names it may declare.
        index.update(path: "/module/Pantry.swift", bytes: Array("struct Pantry {\n    var shelves: [Recipe] = []\n}\n".utf8))
        XCTAssertEqual(index.declarations(named: "shelves", excluding: "/module/Pantry.swift").map(\.owner), ["Pantry"])
        XCTAssertTrue(index.declarations(named: "recipes", excluding: "/module/View.swift").isEmpty, "no longer declared")
    }

    /// A lookup with no index (a run's first pass) knows nothing and records what was asked.
    func testTheFirstPassRecordsTheNamesAsked() {
        let lookup = ModuleLookup(index: nil, excluding: "/module/View.swift")
        XCTAssertNil(lookup.declarations(named: "RecipeStore"))
        XCTAssertEqual(lookup.needed, [ModuleQuery(name: "RecipeStore")])
        let indexed = ModuleLookup(index: ModuleIndex(files: files), excluding: "/module/Recipe.swift")
        XCTAssertEqual(indexed.declarations(named: "Recipe")?.count, 0, "a file's own declarations are not the module's others")
    }
}

