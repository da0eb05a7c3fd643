import SwiftUI

struct WishView: View {
    @State private var wishes: [String] = []
    @State private var draft = ""

    var body: some View {
        Form {
            Button("Add wish") {
  wishes.append(draft)
        draft = ""
     }
            // Also on return.
            TextField("Wish", text: $draft)
                .onSubmit {
                wishes.append(draft)
                draft = ""
                }
        }
    }
}
