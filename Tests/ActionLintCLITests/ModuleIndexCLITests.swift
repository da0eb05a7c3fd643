import ActionLintTestSupport
import XCTest

/// The built tool reads types from the other files of a file's module (issue 27): a SwiftPM
/// target's folder, even when only the view is linted; and `--fix` writes what `--diff` shows.
final class ModuleIndexCLITests: FolderTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        _ = try folder.write("Package.swift", RecipeModule.manifest)
        _ = try folder.write("Sources/RecipeApp/Views/RecipeList.swift", RecipeModule.view)
        _ = try folder.write("Sources/RecipeApp/Models/RecipeStore.swift", RecipeModule.store)
        _ = try folder.write("Sources/RecipeApp/Models/Food/Recipe.swift", RecipeModule.recipe)
        // Another target's store is not this module's.
        _ = try folder.write("Sources/Kit/Store.swift", "public final class RecipeStore {\n    public var recipes: [String] = []\n}\n")
    }

    func testLintingTheViewAloneReadsItsTargetsOtherFiles() throws {
        let run = try folder.runner().run(["--no-config", "--diff", "Sources/RecipeApp/Views"])
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stdout.contains("+    func cook(_ recipe: Recipe) {"), run.stdout)
        XCTAssertTrue(run.stdout.contains("+                        Button(\"Cook\") { cook(recipe) }"), run.stdout)
    }

    func testFixWritesTheFixAndLeavesNothingToFix() throws {
        let fixed = try folder.runner().run(["--no-config", "--fix", "."])
        XCTAssertEqual(fixed.status, 0, fixed.stdout + fixed.stderr)
        let text = try folder.read("Sources/RecipeApp/Views/RecipeList.swift")
        XCTAssertTrue(text.contains("    func cook(_ recipe: Recipe) {\n        store.cook(recipe)\n        store.save()\n    }"), text)
        let again = try folder.runner().run(["--no-config", "."])
        XCTAssertEqual(again.status, 0, again.stdout)
    }

    func testTheReportSaysWhyWhenTheModuleDoesNotDeclareTheType() throws {
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Sources/RecipeApp/Models"))
        let run = try folder.runner().run(["--no-config", "--reporter", "json", "."])
        XCTAssertTrue(run.stdout.contains("`RecipeStore` is declared in no file of this module"), run.stdout)
    }

    /// A target the view's target depends on: its `public` declarations, since the file imports it.
    func testAPublicTypeOfAnImportedTargetIsRead() throws {
        _ = try folder.write("Sources/RecipeApp/Views/PantryList.swift", RecipeModule.pantryView)
        _ = try folder.write("Sources/Kit/Pantry.swift", RecipeModule.pantry)
        let run = try folder.runner().run(["--no-config", "--diff", "Sources/RecipeApp/Views/PantryList.swift"])
        XCTAssertTrue(run.stdout.contains("+    func use(_ item: Ingredient) {"), run.stdout + run.stderr)
        // What `--fix` writes type-checks against RecipeKit, compiled as the module it imports.
        _ = try folder.runner().run(["--no-config", "--fix", "Sources/RecipeApp/Views/PantryList.swift"])
        let fixed = try String(contentsOf: folder.url.appendingPathComponent("Sources/RecipeApp/Views/PantryList.swift"), encoding: .utf8)
        XCTAssertNotEqual(fixed, RecipeModule.pantryView)
        SwiftUITypeCheck.assertTypeChecks([SwiftUITypeCheck.Source(name: "PantryList.swift", text: fixed)],
                                          importing: ("RecipeKit", [SwiftUITypeCheck.Source(name: "Pantry.swift", text: RecipeModule.pantry)]))
    }

    /// Not `public`, or not imported: the other target's type is not this file's to name.
    func testAnInternalOrUnimportedTypeOfAnotherTargetIsNot() throws {
        _ = try folder.write("Sources/Kit/Pantry.swift", RecipeModule.pantry.replacingOccurrences(of: "public struct Ingredient", with: "struct Ingredient"))
        _ = try folder.write("Sources/RecipeApp/Views/PantryList.swift", RecipeModule.pantryView)
        let internalType = try folder.runner().run(["--no-config", "--reporter", "json", "Sources/RecipeApp/Views/PantryList.swift"])
        XCTAssertTrue(internalType.stdout.contains("`Ingredient` is internal to the module RecipeKit"), internalType.stdout)
        _ = try folder.write("Sources/Kit/Pantry.swift", RecipeModule.pantry)
        _ = try folder.write("Sources/RecipeApp/Views/PantryList.swift", RecipeModule.pantryView.replacingOccurrences(of: "import RecipeKit\n", with: ""))
        let unimported = try folder.runner().run(["--no-config", "--reporter", "json", "Sources/RecipeApp/Views/PantryList.swift"])
        XCTAssertTrue(unimported.stdout.contains("`Pantry` is declared in no file of this module"), unimported.stdout)
    }
}
