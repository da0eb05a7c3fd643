struct Entry: Identifiable {
    let id: Int
    var title: String
    var body: String
    var isPinned = false
    var tags: [Tag] = []
}

struct Tag: Identifiable {
    let id: Int
    var name: String
}
