import SwiftUI

struct CounterList: View {
    var titles: [String]

    var body: some View {
        List(titles, id: \.self) { title in
            Row(title: title)
        }
    }

    /// Visible only inside `CounterList`: a file-scope extension could not name it.
    private struct Row: View {
        var title: String
        @State private var count = 0
        @State private var taps = 0

        var body: some View {
            HStack {
                Text("\(title): \(count)")
                    .onTapGesture(perform: increment) // make the whole row tappable
                Button("Increment", action: increment)
            }
        }

        func increment() {
            count += 1
            taps += 1
        }
    }
}
