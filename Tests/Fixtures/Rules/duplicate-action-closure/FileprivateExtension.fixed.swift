import SwiftUI

struct StopwatchView: View {
    @State private var elapsed = 0
    @State private var isRunning = false

    var body: some View {
        VStack {
            Text(formatted)
            Button("Reset", action: reset)
                .keyboardShortcut("r")
            Text("Tap to reset")
                .onLongPressGesture(perform: reset)
        }
    }
}

fileprivate extension StopwatchView {
    var formatted: String {
        "\(elapsed / 60):\(elapsed % 60)"
    }

    func reset() {
        elapsed = 0
        isRunning = false
    }
}
