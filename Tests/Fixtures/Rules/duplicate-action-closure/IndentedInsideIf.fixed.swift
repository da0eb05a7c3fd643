import SwiftUI

#if !os(watchOS)
    struct ShareSheetView: View {
        @State private var copied = false
        @State private var shareCount = 0
        let link: String

        var body: some View {
            VStack {
                Button("Share Link", action: shareLink)
                Text(link).onTapGesture(perform: shareLink)
            }
        }
    }

    private extension ShareSheetView {
        func shareLink() {
            shareCount += 1
            copied = true
        }
    }
#endif
