import SwiftUI

struct TurnipsView: View {
    @State private var price = 90
    @State private var history: [Int] = []
    @State private var isEditing = false

    var body: some View {
        VStack {
            Text("\(price) bells")
            Button("Sell") {
                history.append(price)
                price = 0
            }
            chart
        }
    }
}

extension TurnipsView {
    var chart: some View {
        HStack {
            Button("Sell all") {
                history.append(price)
                price = 0
            }
            Button("Edit") {
                isEditing.toggle()
                history.removeAll()
            }
            Text("History")
                .onLongPressGesture {
                    isEditing.toggle()
                    history.removeAll()
                }
        }
    }
}
