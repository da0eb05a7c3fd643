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
        .onChange(of: query) { setPage() }
        .onChange(of: scope) { _ in setPage() }
        .onChange(of: page) { _, _ in setPage() }
    }
}

private extension FilterView {
    func setPage() {
        page = 1
        results.removeAll()
    }
}
