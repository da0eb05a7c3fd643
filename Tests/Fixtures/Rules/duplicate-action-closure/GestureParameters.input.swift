import SwiftUI

/// Two cards dragged the same way: `.onEnded`'s `value` is a `DragGesture.Value`.
struct CardStack: View {
    @State private var offset = CGSize.zero
    @State private var dismissed = 0
    @State private var isDragging = false

    var body: some View {
        VStack {
            Text("Front")
                .gesture(
                    DragGesture(minimumDistance: 0)
                        .onChanged { _ in isDragging = true }
                        .onEnded { value in
                            offset = value.translation
                            dismissed += 1
                            isDragging = false
                        }
                )
            Text("Back")
                .gesture(
                    DragGesture()
                        .onEnded { value in
                            offset = value.translation
                            dismissed += 1
                            isDragging = false
                        }
                )
        }
    }
}
