public struct Ingredient: Identifiable, Hashable {
    public let id: Int
    public var name: String
    public var quantity: Int

    public init(id: Int, name: String, quantity: Int) {
        self.id = id
        self.name = name
        self.quantity = quantity
    }
}
