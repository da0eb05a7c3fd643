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
