import SwiftUI

final class RecipeStore: ObservableObject {
    @Published var recipes: [Recipe] = []

    func cook(_ recipe: Recipe) {}
    func save() {}
}
