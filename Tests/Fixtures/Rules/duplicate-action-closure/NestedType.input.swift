import SwiftUI

struct Outer: View {
    var rows: [String]

    var body: some View {
        ForEach(rows, id: \.self) { row in
            Row(title: row)
        }
    }

    struct Row: View {
        var title: String
        @State private var isExpanded = false
        @State private var taps = 0

        var body: some View {
            HStack {
                Text(title)
                    .onTapGesture {
                        isExpanded.toggle()
                        taps += 1
                    }
                Button("Expand") {
                    isExpanded.toggle()
                    taps += 1
                }
            }
        }
    }
}
