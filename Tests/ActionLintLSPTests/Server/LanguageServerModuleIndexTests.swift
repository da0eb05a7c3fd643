import ActionLintTestSupport
import Foundation
import XCTest

/// The server reads types from the workspace's other files (issue 27): from disk, and from the
/// editor's text for an open document.
final class LanguageServerModuleIndexTests: XCTestCase {
    func workspace() throws -> (TemporaryFolder, LanguageServerProcess) {
        let folder = try TemporaryFolder(self)
        _ = try folder.write("App/Views/RecipeList.swift", RecipeModule.view)
        _ = try folder.write("App/Models/RecipeStore.swift", RecipeModule.store)
        _ = try folder.write("App/Models/Food/Recipe.swift", RecipeModule.recipe)
        let server = try LanguageServerProcess()
        try server.initialize(extra: ["rootUri": folder.url.absoluteString])
        return (folder, server)
    }

    func fixedAll(_ server: LanguageServerProcess, uri: String, text: String) throws -> String {
        let answer = try server.request("textDocument/codeAction", [
            "textDocument": ["uri": uri], "range": ClientText.range(ClientText.position(0, 0), ClientText.position(0, 0)),
            "context": ["diagnostics": [], "only": ["source.fixAll"]],
        ])
        let actions = try XCTUnwrap(answer["result"] as? [[String: Any]], "\(answer)")
        let fixAll = try XCTUnwrap(actions.first, "no fix-all: the fix did not find the element type")
        return try ClientText.applying(try ClientText.edits(of: fixAll, uri: uri), to: text)
    }

    func testTheFixReadsTheModelsFileOnDisk() throws {
        let (folder, server) = try workspace()
        let uri = folder.uri("App/Views/RecipeList.swift")
        server.open(uri, text: RecipeModule.view)
        XCTAssertEqual(try server.diagnostics(for: uri, version: 1).count, 1)
        let fixed = try fixedAll(server, uri: uri, text: RecipeModule.view)
        XCTAssertTrue(fixed.contains("    func cook(_ recipe: Recipe) {\n"), fixed)
    }

    func testAnOpenDocumentIsReadByItsEditorText() throws {
        let (folder, server) = try workspace()
        let storeURI = folder.uri("App/Models/RecipeStore.swift")
        let edited = RecipeModule.store.replacingOccurrences(of: "Recipe]", with: "Dish]")
            .replacingOccurrences(of: "cook(_ recipe: Recipe)", with: "cook(_ recipe: Dish)") + "\ntypealias Dish = Recipe\n"
        server.open(storeURI, text: edited)
        _ = try server.diagnostics(for: storeURI, version: 1)
        let uri = folder.uri("App/Views/RecipeList.swift")
        server.open(uri, text: RecipeModule.view)
        _ = try server.diagnostics(for: uri, version: 1)
        let fixed = try fixedAll(server, uri: uri, text: RecipeModule.view)
        XCTAssertTrue(fixed.contains("    func cook(_ recipe: Recipe) {\n") == false && fixed.contains("(_ recipe: Dish)"), fixed)
    }

    /// In a package, a target's dependencies are read for their `public` types, as the command
    /// line reads them; an open document of the dependency by its editor text.
    func testATargetsDependencyIsReadForItsPublicTypes() throws {
        let folder = try TemporaryFolder(self)
        _ = try folder.write("Package.swift", RecipeModule.manifest)
        _ = try folder.write("Sources/RecipeApp/Views/PantryList.swift", RecipeModule.pantryView)
        _ = try folder.write("Sources/Kit/Pantry.swift", RecipeModule.pantry)
        let server = try LanguageServerProcess()
        try server.initialize(extra: ["rootUri": folder.url.absoluteString])
        let uri = folder.uri("Sources/RecipeApp/Views/PantryList.swift")
        server.open(uri, text: RecipeModule.pantryView)
        XCTAssertEqual(try server.diagnostics(for: uri, version: 1).count, 1)
        XCTAssertTrue(try fixedAll(server, uri: uri, text: RecipeModule.pantryView).contains("    func use(_ item: Ingredient) {\n"))
        // The pantry's element made internal in the editor, unsaved: no longer this file's to name.
        let pantryURI = folder.uri("Sources/Kit/Pantry.swift")
        let edited = RecipeModule.pantry.replacingOccurrences(of: "public struct Ingredient", with: "struct Ingredient")
        server.open(pantryURI, text: edited)
        _ = try server.diagnostics(for: pantryURI, version: 1)
        server.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 2],
                                                 "contentChanges": [["text": RecipeModule.pantryView + "\n"]]])
        let diagnostics = try server.diagnostics(for: uri, version: 2)
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertTrue("\(diagnostics)".contains("`Ingredient` is internal to the module RecipeKit"), "\(diagnostics)")
    }

    /// In an Xcode project, a document's module is its target, as the command line decides it:
    /// the app's view reads the app's models; a widget file does not, though the workspace holds them.
    func testAnXcodeTargetIsTheModuleOfItsFiles() throws {
        let folder = try TemporaryFolder(self)
        try folder.copyFixture(ProjectLayouts.xcodeGroups)
        let server = try LanguageServerProcess()
        try server.initialize(extra: ["rootUri": folder.url.absoluteString])
        let view = try folder.read("Habits/Views/HabitList.swift")
        let uri = folder.uri("Habits/Views/HabitList.swift")
        server.open(uri, text: view)
        XCTAssertEqual(try server.diagnostics(for: uri, version: 1).count, 1)
        XCTAssertTrue(try fixedAll(server, uri: uri, text: view).contains("    func done(_ habit: Habit) {\n"))
        let widgetURI = folder.uri("HabitsWidget/StreakBadge.swift")
        // The widget's file edited to show the app's list: the app's store is not the widget's.
        let widget = view.replacingOccurrences(of: "struct HabitList", with: "struct StreakBadge")
        server.open(widgetURI, text: widget)
        let diagnostics = try server.diagnostics(for: widgetURI, version: 1)
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertTrue("\(diagnostics)".contains("`HabitStore` is declared in no file of this module"), "\(diagnostics)")
    }
}
