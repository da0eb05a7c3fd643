import SwiftUI

/// A new extension says again what the type's declaration says about where its code may run
/// (`@available`, `@MainActor`), and a member taking a `private` nested type is `private` too.
@MainActor
final class ShareSession {
    func stop() {}
    func reset() {}
}

@available(iOS 16.0, macOS 13.0, *)
@MainActor
struct ShareControls: View {
    let session: ShareSession
    @State private var isSharing = false

    var body: some View {
        HStack {
            Button("Stop") {
                session.stop()
                session.reset()
                isSharing = false
            }
            Text("Sharing")
                .onTapGesture(count: 2) {
                    session.stop()
                    session.reset()
                    isSharing = false
                }
        }
    }
}

struct CheckoutView: View {
    private enum PurchaseMode {
        case single, family
    }

    @State private var mode: PurchaseMode = .single
    @State private var isPurchasing = false
    @State private var log: [String] = []

    var body: some View {
        VStack {
            Button("Buy") {
                mode = .single
                isPurchasing = true
                log.append("purchase")
            }
            Button("Buy for family") {
                mode = .family
                isPurchasing = true
                log.append("purchase")
            }
        }
    }
}
