import Foundation
import SwiftUI

/// Three help links built from different addresses: the address becomes a parameter named for the
/// type it builds (`urlString`), as `URL(string:)`'s own label names only the kind of value.
struct HelpLinksView: View {
    @Environment(\.openURL) private var openURL

    var body: some View {
        List {
            Button("Getting started") { open(urlString: "https://help.example.com/start") }
            Button("Privacy") { open(urlString: "https://help.example.com/privacy") }
            Button("Contact") { open(urlString: "https://help.example.com/contact") }
        }
    }
}

private extension HelpLinksView {
    func open(urlString: String) {
        if let url = URL(string: urlString) {
            openURL(url)
        }
    }
}
