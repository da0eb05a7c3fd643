import Foundation
import SwiftUI

/// Three help links built from different addresses: the address becomes a parameter named for the
/// type it builds (`urlString`), as `URL(string:)`'s own label names only the kind of value. The
/// member opens a link, a name that says what the string is, so the sites pass it unlabelled.
struct HelpLinksView: View {
    @Environment(\.openURL) private var openURL

    var body: some View {
        List {
            Button("Getting started") {
                if let url = URL(string: "https://help.example.com/start") {
                    openURL(url)
                }
            }
            Button("Privacy") {
                if let url = URL(string: "https://help.example.com/privacy") {
                    openURL(url)
                }
            }
            Button("Contact") {
                if let url = URL(string: "https://help.example.com/contact") {
                    openURL(url)
                }
            }
        }
    }
}
