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
            TextField("Code", text: $code, onCommit: verify)
            Button("Verify", action: verify)
                .disabled(code.count != 6)
        }
    }
}

private extension VerificationView {
    func verify() {
        guard code.count == 6 else { return }
        verifier.verify(code: code)
        verifier.lastCode = code
    }
}

struct ProductView: View {
    let product: Product
    let limit: Int
    @State private var cart = Cart()

    var body: some View {
        VStack {
            Text(product.name)
                .onTapGesture(perform: addToCart)
            Button("Add to Cart", action: addToCart)
                .disabled(cart.products.isEmpty || limit <= cart.products.count)
        }
    }
}

private extension ProductView {
    func addToCart() {
        guard cart.products.count < limit, !cart.products.isEmpty else { return }
        cart.add(product, limit: limit)
    }
}
