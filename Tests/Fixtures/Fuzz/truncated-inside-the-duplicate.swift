struct AddItemView: View {
    var handler: (Item) -> Void
    @State private var title = ""

    var body: some View {
        HStack {
            TextField("Add item",
                text: $title,
                onCommit: {
                    guard !title.isEmpty else {
    return
}

let item = Item(title: title)
handler(item)
title = ""
                }
            )
            Button("Add") {
                let item = Item(title: title)
handl