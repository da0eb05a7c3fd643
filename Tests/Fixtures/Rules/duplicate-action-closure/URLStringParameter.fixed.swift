import Foundation
import SwiftUI

/// Three help links built from different addresses: the address becomes a parameter named for the
/// type it builds (`urlString`), as `URL(string:)`'s own label names only the kind of value. The
/// member opens a link, a name that says what the string is, so the sites pass it unlabelled.
struct HelpLinksView: View {
    @Environment(\.openURL) private var openURL

    var body: some View {
        List {
            Button("Getting started") { openLink("https://help.example.com/start") }
            Button("Privacy") { openLink("https://help.example.com/privacy") }
            Button("Contact") { openLink("https://help.example.com/contact") }
        }
    }
}

private extension HelpLinksView {
    func openLink(_ urlString: String) {
        if let url = URL(string: urlString) {
            openURL(url)
        }
    }
}
