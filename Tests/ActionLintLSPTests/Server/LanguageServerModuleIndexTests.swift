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
}
