import SwiftUI

/// `.onChange(of:)` with zero, one (deprecated) and two parameters.
struct FilterView: View {
    @State private var query = ""
    @State private var scope = 0
    @State private var page = 1
    @State private var results: [String] = []

    var body: some View {
        List(results, id: \.self) { result in
            Text(result)
        }
        .onChange(of: query) {
            page = 1
            results.removeAll()
        }
        .onChange(of: scope) { _ in
            page = 1
            results.removeAll()
        }
        .onChange(of: page) { _, _ in
            page = 1
            results.removeAll()
        }
    }
}
