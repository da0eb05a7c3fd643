import SwiftUI
import Observation

@Observable
final class CounterModel {
    var count = 0
    func increment(by step: Int, completion: () -> Void) {
        count += step
        completion()
    }
}

struct CounterView: View {
    @State private var model = CounterModel()

    var body: some View {
        VStack {
            Text("\(model.count)")
            Button("Add") { model.increment(by: 1) {} }
        }
    }
}

#Preview("Counter") {
    CounterView()
        .onAppear { print("preview") }
}

#Preview {
    Button("Loose") { print("not in a view type") }
}

struct AfterPreview: View {
    var body: some View {
        Button("Tap") { tap() }
    }
    func tap() {}
}
