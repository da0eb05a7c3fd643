import SwiftUI

struct QuantityView: View {
    @State private var quantity = 1
    @State private var hasChanges = false

    var body: some View {
        HStack {
            Text("\(quantity)")
            Button("More", action: more)
            Image(systemName: "plus.circle")
                .onTapGesture(perform: more)
        }
    }
} // QuantityView

private extension QuantityView {
    func more() {
        quantity += 1
        hasChanges = true
    }
}