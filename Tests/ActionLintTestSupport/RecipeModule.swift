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

    static func text(_ path: String) -> String {
        let url = TestPaths.fixture("ModuleIndex/Recipes/" + path)
        return (try? String(contentsOf: url, encoding: .utf8)) ?? "missing fixture \(url.path)"
    }
}
