import SwiftUI

public final class Pantry: ObservableObject {
    @Published public private(set) var items: [Ingredient]

    public init(items: [Ingredient] = []) {
        self.items = items
    }

    public func useOne(of ingredient: Ingredient) {
        guard let index = items.firstIndex(where: { $0.id == ingredient.id }), items[index].quantity > 0 else { return }
        items[index].quantity -= 1
    }

    public func save() {}
}
