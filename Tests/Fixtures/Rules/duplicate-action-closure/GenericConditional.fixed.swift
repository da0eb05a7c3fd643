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
            Button("Flip", action: flip)
            Text("Flip")
                .onTapGesture(perform: flip)
            #else
            Text("Flip")
            #endif
        }
    }
}

#if os(macOS)
private extension Card {
    func flip() {
        isFlipped.toggle()
        flips += 1
    }
}
#endif
