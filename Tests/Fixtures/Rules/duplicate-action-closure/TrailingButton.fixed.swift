import SwiftUI

struct CounterView: View {
    @State private var count = 0
    @State private var history: [Int] = []

    var body: some View {
        VStack {
            Text("\(count)")
            Button("Increment", action: increment)
            Button(action: increment) {
                Image(systemName: "plus")
            }
        }
    }
}

private extension CounterView {
    func increment() {
        count += 1
        history.append(count)
    }
}
