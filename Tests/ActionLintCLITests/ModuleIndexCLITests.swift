import ActionLintTestSupport
import XCTest

/// The built tool reads types from the other files of a file's module (issue 27): a SwiftPM
/// target's folder, even when only the view is linted; and `--fix` writes what `--diff` shows.
final class ModuleIndexCLITests: FolderTestCase {
    static let view = """
    import SwiftUI

    struct RecipeList: View {
        @StateObject private var store = RecipeStore()

        var body: some View {
            List {
                ForEach(store.recipes) { recipe in
                    Text(recipe.title)
                        .contextMenu {
                            Button("Cook") {
                                store.cook(recipe)
                                store.save()
                            }
                        }
                        .swipeActions {
                            Button("Cook") {
                                store.cook(recipe)
                                store.save()
                            }
                        }
                }
            }
        }
    }

    """

    override func setUpWithError() throws {
        try super.setUpWithError()
        _ = try folder.write("Package.swift", """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Recipes",
            targets: [
                .target(name: "RecipeKit", path: "Sources/Kit"),
                .executableTarget(name: "RecipeApp", dependencies: ["RecipeKit"]),
            ]
        )

        """)
        _ = try folder.write("Sources/RecipeApp/Views/RecipeList.swift", Self.view)
        _ = try folder.write("Sources/RecipeApp/Models/RecipeStore.swift", """
        import SwiftUI

        final class RecipeStore: ObservableObject {
            @Published var recipes: [Recipe] = []

            func cook(_ recipe: Recipe) {}
            func save() {}
        }

        """)
        _ = try folder.write("Sources/RecipeApp/Models/Food/Recipe.swift", "struct Recipe: Identifiable {\n    let id: Int\n    var title: String\n}\n")
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
}
