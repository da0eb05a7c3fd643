import SwiftUI

struct QuantityView: View {
    @State private var quantity = 1
    @State private var hasChanges = false

    var body: some View {
        HStack {
            Text("\(quantity)")
            Button("More") {
                quantity += 1
                hasChanges = true
            }
            Image(systemName: "plus.circle")
                .onTapGesture {
                    quantity += 1
                    hasChanges = true
                }
        }
    }
} // QuantityView