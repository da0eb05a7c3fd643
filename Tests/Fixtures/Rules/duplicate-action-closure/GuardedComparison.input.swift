import SwiftUI

@Observable
final class CodeVerifier {
    var lastCode = ""
    func verify(code: String) {}
}

struct Product: Identifiable {
    let id: Int
    var name: String
}

@Observable
final class Cart {
    var products: [Product] = []
    func add(_ product: Product, limit: Int) {}
}

/// The guard and the `.disabled` spell the one condition two ways.
struct VerificationView: View {
    @State private var code = ""
    @State private var verifier = CodeVerifier()

    var body: some View {
        Form {
            TextField("Code", text: $code, onCommit: {
                guard code.count == 6 else { return }
                verifier.verify(code: code)
                verifier.lastCode = code
            })
            Button("Verify") {
                verifier.verify(code: code)
                verifier.lastCode = code
            }
                .disabled(code.count != 6)
        }
    }
}

struct ProductView: View {
    let product: Product
    let limit: Int
    @State private var cart = Cart()

    var body: some View {
        VStack {
            Text(product.name)
                .onTapGesture {
                    guard cart.products.count < limit, !cart.products.isEmpty else { return }
                    cart.add(product, limit: limit)
                }
            Button("Add to Cart") { cart.add(product, limit: limit) }
                .disabled(cart.products.isEmpty || limit <= cart.products.count)
        }
    }
}
