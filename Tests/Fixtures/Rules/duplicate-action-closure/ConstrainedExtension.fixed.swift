import SwiftUI

struct GridView<Cell: View>: View {
    var cells: [Cell]
    @State private var page = 0
    @State private var didScroll = false

    var body: some View {
        VStack {
            Button("Next page", action: nextPage)
            Image(systemName: "chevron.right")
                .onTapGesture(perform: nextPage)
        }
    }
}

private extension GridView {
    func nextPage() {
        page += 1
        didScroll = true
    }
}

private extension GridView where Cell == Text {
    var isPlain: Bool { true }
}

#if DEBUG
private extension GridView {
    var debugName: String { "grid" }
}
#endif
