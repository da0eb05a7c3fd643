import SwiftUI

/// A generic view whose sites sit in one `#if` branch (the other branch is compiled alone).
struct Card<Content: View>: View {
    var content: Content
    @State private var isFlipped = false
    @State private var flips = 0

    var body: some View {
        VStack {
            content
            #if os(macOS)
            Button("Flip") {
                isFlipped.toggle()
                flips += 1
            }
            Text("Flip")
                .onTapGesture {
                    isFlipped.toggle()
                    flips += 1
                }
            #else
            Text("Flip")
            #endif
        }
    }
}
