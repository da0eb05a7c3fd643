struct Recipe: Identifiable {
    let id: Int
    var title: String
}
