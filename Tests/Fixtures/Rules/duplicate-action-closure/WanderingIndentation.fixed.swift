import SwiftUI

struct WishView: View {
    @State private var wishes: [String] = []
    @State private var draft = ""

    var body: some View {
        Form {
            Button("Add wish", action: addWish)
            // Also on return.
            TextField("Wish", text: $draft)
                .onSubmit(addWish)
        }
    }
}

private extension WishView {
    func addWish() {
        wishes.append(draft)
        draft = ""
    }
}
