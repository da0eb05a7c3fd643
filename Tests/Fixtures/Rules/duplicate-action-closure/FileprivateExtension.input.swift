import SwiftUI

struct StopwatchView: View {
    @State private var elapsed = 0
    @State private var isRunning = false

    var body: some View {
        VStack {
            Text(formatted)
            Button("Reset") {
                elapsed = 0
                isRunning = false
            }
            .keyboardShortcut("r")
            Text("Tap to reset")
                .onLongPressGesture {
                    elapsed = 0
                    isRunning = false
                }
        }
    }
}

fileprivate extension StopwatchView {
    var formatted: String {
        "\(elapsed / 60):\(elapsed % 60)"
    }
}
