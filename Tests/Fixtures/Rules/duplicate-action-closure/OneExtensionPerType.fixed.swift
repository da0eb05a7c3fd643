import SwiftUI

struct TurnipsView: View {
    @State private var price = 90
    @State private var history: [Int] = []
    @State private var isEditing = false

    var body: some View {
        VStack {
            Text("\(price) bells")
            Button("Sell", action: sell)
            chart
        }
    }
}

private extension TurnipsView {
    func sell() {
        history.append(price)
        price = 0
    }

    func edit() {
        isEditing.toggle()
        history.removeAll()
    }
}

extension TurnipsView {
    var chart: some View {
        HStack {
            Button("Sell all", action: sell)
            Button("Edit", action: edit)
            Text("History")
                .onLongPressGesture(perform: edit)
        }
    }
}
