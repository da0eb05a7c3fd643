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
                    .onTapGesture { // make the whole row tappable
                        count += 1
                        taps += 1
                    }
                Button("Increment") {
                    count += 1
                    taps += 1
                }
            }
        }
    }
}
