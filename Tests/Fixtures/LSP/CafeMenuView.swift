import SwiftUI

struct CafeMenuView: View {
    @State private var order: [String] = []
    @State private var total = 0

    var body: some View {
        List {
            Section("Café 👩🏽‍🍳") {
                Button("Croissant 🥐") { order.append("croissant"); total += 3 }
                Text("Pan de muerto 🍞 — año nuevo").onTapGesture { order.append("croissant"); total += 3 }
            }
        }
    }
}

#Preview {
    CafeMenuView()
}
