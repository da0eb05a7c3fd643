import SwiftUI

struct ContainersView: View {
    @State private var showsDialog = false
    @State private var isOn = false
    let rows: [String]

    var body: some View {
        NavigationStack {
            List(rows, id: \.self) { row in
                NavigationLink {
                    Text(row)
                } label: {
                    Text("Open")
                }
                .swipeActions {
                    Button("Archive") { archive(row) }
                }
                .contextMenu {
                    Button("Copy") { copy(row) }
                }
            }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Add") { add() }
                }
            }
            .confirmationDialog("Sure?", isPresented: $showsDialog) {
                Button("Yes") { confirm() }
            } message: {
                Text("This cannot be undone")
            }
            Toggle(isOn: $isOn) { Text("Flag") }
            Button(action: add) { Text("Named action") }
            Button("Named", action: add)
        }
    }

    func archive(_ row: String) {}
    func copy(_ row: String) {}
    func add() {}
    func confirm() {}
}
