import Foundation

/// A module of three files — a view whose two Buttons repeat an action over `ForEach(store.recipes)`,
/// and its models in two other files (`Tests/Fixtures/ModuleIndex/Recipes/`) — shared by the
/// rule, CLI and language-server tests of the module index.
public enum RecipeModule {
    /// The view's path in the module.
    public static let viewPath = "Views/RecipeList.swift"
    public static let storePath = "Models/RecipeStore.swift"
    public static let recipePath = "Models/Food/Recipe.swift"

    public static let view = text(viewPath)
    public static let store = text(storePath)
    public static let recipe = text(recipePath)

    /// A package of two targets: `RecipeApp` (the three files under `Sources/RecipeApp/`) depends
    /// on `RecipeKit` (`Sources/Kit`), whose `public` pantry a view of the app imports.
    public static let manifest = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Recipes",
            targets: [
                .target(name: "RecipeKit", path: "Sources/Kit"),
                .executableTarget(name: "RecipeApp", dependencies: ["RecipeKit"]),
            ]
        )

        """

    /// A view of `RecipeApp` over `RecipeKit`'s pantry (`Sources/RecipeApp/Views/PantryList.swift`).
    public static let pantryView = """
        import RecipeKit
        import SwiftUI

        struct PantryList: View {
            @ObservedObject var pantry: Pantry

            var body: some View {
                ForEach(pantry.items) { item in
                    Button(item.name) {
                        pantry.use(item)
                        pantry.save()
                    }
                    .contextMenu {
                        Button("Use") {
                            pantry.use(item)
                            pantry.save()
                        }
                    }
                }
            }
        }

        """

    /// `RecipeKit`'s pantry (`Sources/Kit/Pantry.swift`): public types.
    public static let pantry = """
        import SwiftUI

        public final class Pantry: ObservableObject {
            @Published public var items: [Ingredient] = []
            public func use(_ item: Ingredient) {}
            public func save() {}
        }

        public struct Ingredient: Identifiable {
            public let id: Int
            public var name: String
        }

        """

    static func text(_ path: String) -> String {
        let url = TestPaths.fixture("ModuleIndex/Recipes/" + path)
        return (try? String(contentsOf: url, encoding: .utf8)) ?? "missing fixture \(url.path)"
    }
}
