import SwiftUI

struct CheckoutView: View {
    @ObservedObject var cart: Cart

    var body: some View {
        VStack {
            Button("Pay") {
                cart.checkout(paymentMethod: .card,
                              shipping: .standard,
                              note: nil)
                cart.clear()
            }
            Text("Pay now")
                .onTapGesture {
                    cart.checkout(paymentMethod: .card,
                                  shipping: .standard,
                                  note: nil)
                    cart.clear()
                }
        }
    }
}
