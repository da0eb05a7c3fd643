import SwiftUI

#if !os(watchOS)
    struct ShareSheetView: View {
        @State private var copied = false
        @State private var shareCount = 0
        let link: String

        var body: some View {
            VStack {
                Button("Share Link") {
                    shareCount += 1
                    copied = true
                }
                Text(link).onTapGesture {
                    shareCount += 1
                    copied = true
                }
            }
        }
    }
#endif
