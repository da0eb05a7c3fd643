import SwiftUI

struct CounterView: View {
    @State private var count = 0
    @State private var history: [Int] = []

    var body: some View {
        VStack {
            Text("\(count)")
            Button("Increment") {
                count += 1
                history.append(count)
            }
            Button {
                count += 1
                history.append(count)
            } label: {
                Image(systemName: "plus")
            }
        }
    }
}
