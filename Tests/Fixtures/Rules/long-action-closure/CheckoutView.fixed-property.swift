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
                        .onSubmit(applyCouponAction)
                }
            }
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button(action: placeOrderAction) {
                        Label("Place Order", systemImage: "cart")
                    }
                    .disabled(model.isPlacingOrder)
                }
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
            }
            .task { await reloadPricesAction() }
            .sheet(isPresented: $showsReceipt) {
                ReceiptView(onDone: { clearItemsAction() })
            }
        }
    }
}

private extension CheckoutView {
    var applyCouponAction: () -> Void {
        return {
            let code = model.coupon.trimmingCharacters(in: .whitespaces)
            guard !code.isEmpty else { return }
            model.applyCoupon(code)
            model.coupon = ""
        }
    }

    var placeOrderAction: () -> Void {
        return {
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
    }

    var reloadPricesAction: @MainActor () async -> Void {
        return {
            await model.reloadPrices()
            model.lastError = nil
            #if os(iOS)
            showsReceipt = false
            #endif
            model.coupon = ""
        }
    }

    var clearItemsAction: () -> Void {
        return {
            showsReceipt = false
            model.items = []
            model.coupon = ""
            dismiss()
        }
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
