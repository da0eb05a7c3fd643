import SwiftUI

@Observable
final class CheckoutModel {
    var items: [CartItem] = []
    var coupon = ""
    var isPlacingOrder = false
    var lastError: String?

    func applyCoupon(_ code: String) {}
    func remove(_ item: CartItem) {}
    func placeOrder() async throws {}
    func reloadPrices() async {}
}

struct CartItem: Identifiable {
    let id: UUID
    var name: String
    var quantity: Int
}

struct CheckoutView: View {
    @State private var model = CheckoutModel()
    @State private var showsReceipt = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List {
                ForEach(model.items) { item in
                    HStack {
                        Text(item.name)
                        Spacer()
                        Text("\(item.quantity)")
                    }
                    .swipeActions {
                        Button("Remove", role: .destructive) {
                            model.remove(item)
                            model.lastError = nil
                            showsReceipt = false
                            model.coupon = ""
                        }
                    }
                }
                Section("Coupon") {
                    TextField("Code", text: $model.coupon)
                        .onSubmit(applyCouponIfNeeded)
                }
            }
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button(action: placeOrder) {
                        Label("Place Order", systemImage: "cart")
                    }
                    .disabled(model.isPlacingOrder)
                }
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
            }
            .task { await reloadPrices() }
            .sheet(isPresented: $showsReceipt) {
                ReceiptView(onDone: { clearItems() })
            }
        }
    }
}

private extension CheckoutView {
    func applyCouponIfNeeded() {
        let code = model.coupon.trimmingCharacters(in: .whitespaces)
        guard !code.isEmpty else { return }
        model.applyCoupon(code)
        model.coupon = ""
    }

    func placeOrder() {
        model.isPlacingOrder = true
        Task {
            defer { model.isPlacingOrder = false }
            do {
                try await model.placeOrder()
                showsReceipt = true
            } catch {
                model.lastError = error.localizedDescription
            }
        }
    }

    func reloadPrices() async {
        await model.reloadPrices()
        model.lastError = nil
        #if os(iOS)
        showsReceipt = false
        #endif
        model.coupon = ""
    }

    func clearItems() {
        showsReceipt = false
        model.items = []
        model.coupon = ""
        dismiss()
    }
}

private struct ReceiptView: View {
    var onDone: () -> Void

    var body: some View {
        VStack {
            Text("Thank you!")
            Button("Done", action: onDone)
        }
    }
}

struct CheckoutView_Previews: PreviewProvider {
    static var previews: some View {
        CheckoutView()
    }
}
