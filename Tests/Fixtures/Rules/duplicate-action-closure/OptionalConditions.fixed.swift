import SwiftUI

/// Guards whose other site is proven by an optional binding, a module-qualified Button, or a
/// wrapping `if` around one call: `if let draft` says `draft != nil`, the `else` after `if let
/// receipt` says `receipt == nil`, `SwiftUI.Button` is `Button`.
struct Attachment {
    var name: String
}

struct AttachmentPicker: View {
    @State private var attachment: Attachment?
    @State private var sentNames: [String] = []

    var body: some View {
        VStack {
            Text("Attachment")
                .onTapGesture(perform: send)
            if let attachment {
                Text(attachment.name)
                Button("Send", action: send)
            }
        }
    }
}

private extension AttachmentPicker {
    func send() {
        guard attachment != nil else { return }
        sentNames.append("attachment")
        attachment = nil
    }
}

struct ReceiptRow: View {
    @State private var receipt: String?
    @State private var isFetching = false
    @State private var requests = 0

    var body: some View {
        HStack {
            if isFetching {
                ProgressView()
            } else if let receipt {
                Text(receipt)
            } else {
                Button("Fetch receipt", action: fetchReceipt)
            }
        }
        .onAppear(perform: fetchReceipt)
    }
}

private extension ReceiptRow {
    func fetchReceipt() {
        guard receipt == nil, !isFetching else { return }
        requests += 1
        isFetching = true
    }
}

struct CouponField: View {
    @State private var coupon: String?
    @State private var redeemed: [String] = []

    var body: some View {
        VStack {
            Text("Coupon")
                .onLongPressGesture(perform: redeem)
            if coupon != nil {
                SwiftUI.Button("Redeem", action: redeem)
            }
        }
    }
}

private extension CouponField {
    func redeem() {
        guard let _ = coupon else { return }
        redeemed.append("coupon")
        coupon = nil
    }
}

struct Synopsis: View {
    let text: String
    @State private var isClipped = false
    @State private var isExpanded = false

    var body: some View {
        VStack(alignment: .leading) {
            Text(text)
            if isClipped {
                Button("Show more", action: showMore)
            }
        }
        .onTapGesture(perform: showMore)
    }

    private func expand() {
        isExpanded = true
        isClipped = false
    }
}

private extension Synopsis {
    func showMore() {
        if isClipped { expand() }
    }
}

/// Near misses, each left alone: the opposite condition, a `.disabled` on another Button, and a
/// Button after the `if let … else` chain, where neither branch's condition holds any more.
struct DraftBar: View {
    @State private var draft: String?
    @State private var saved: [String] = []
    @State private var reply: String?
    @State private var replies = 0
    @State private var quote: String?
    @State private var quotes = 0

    var body: some View {
        VStack {
            Text("Draft")
                .onTapGesture {
                    guard draft == nil else { return }
                    saved.append("draft")
                    draft = ""
                }
            if let draft {
                Text(draft)
                Button("Keep") {
                    saved.append("draft")
                    self.draft = ""
                }
            }
            Text("Reply")
                .onSubmit {
                    guard reply != nil else { return }
                    replies += 1
                    reply = nil
                }
            Button("Discard") {
                replies += 1
                reply = nil
            }
            Button("Clear") { reply = nil }
                .disabled(reply == nil)
            if let quote {
                Text(quote)
            } else {
                Text("No quote")
            }
            Button("Quote") {
                quotes += 1
                quote = "…"
            }
            .onLongPressGesture {
                guard quote == nil else { return }
                quotes += 1
                quote = "…"
            }
        }
    }
}
