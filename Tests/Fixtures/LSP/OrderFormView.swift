import SwiftUI

@Observable
final class OrderModel {
    var note = ""
    var quantity = 1
    var notes: [String] = []
}

struct OrderFormView: View {
    @State private var model = OrderModel()
    @FocusState private var noteFocused: Bool

    var body: some View {
        Form {
            Section("Note") {
                TextField("Note", text: $model.note)
                    .focused($noteFocused)
                    .onSubmit {
                        model.notes.append(model.note)
                        model.note = ""
                    }
                Button("Add Note") {
                    model.notes.append(model.note)
                    model.note = ""
                }
            }
            Section("Quantity") {
                Stepper("Quantity: \(model.quantity)", value: $model.quantity)
                Button("Reset") {
                    model.quantity = 1
                    noteFocused = false
                }
                .buttonStyle(.borderless)
            }
        }
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Reset") {
                    model.quantity = 1
                    noteFocused = false
                }
            }
        }
    }
}

#Preview {
    OrderFormView()
}
