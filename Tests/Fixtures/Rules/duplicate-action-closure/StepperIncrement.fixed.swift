import SwiftUI

/// `Stepper(_:onIncrement:onDecrement:)` has no label closure: the first trailing closure is
/// `onIncrement:`.
struct OrderView: View {
    @State private var quantity = 0
    @State private var history: [Int] = []

    var body: some View {
        VStack {
            Stepper("Quantity: \(quantity)", onIncrement: incrementQuantity) {
                quantity -= 1
            }
            Button("Add one", action: incrementQuantity)
        }
    }
}

private extension OrderView {
    func incrementQuantity() {
        quantity += 1
        history.append(quantity)
    }
}
