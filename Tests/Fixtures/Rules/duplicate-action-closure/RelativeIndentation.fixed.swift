import SwiftUI

enum PaymentMethod { case card, cash }
enum Shipping { case standard, express }

final class Cart: ObservableObject {
    func checkout(paymentMethod: PaymentMethod, shipping: Shipping, note: String?) {}
    func clear() {}
}

struct CheckoutView: View {
    @ObservedObject var cart: Cart

    var body: some View {
        VStack {
            Button("Pay", action: pay)
            Text("Pay now")
                .onTapGesture(perform: pay)
        }
    }
}

private extension CheckoutView {
    func pay() {
        cart.checkout(paymentMethod: .card,
                      shipping: .standard,
                      note: nil)
        cart.clear()
    }
}
