import SwiftUI

struct ComposeView: View {
    @State private var text = ""
    @State private var showsHelp = false
    var onSend: (String) -> Void

    var body: some View {
        #if os(iOS)
        NavigationStack {
        #else
        NavigationView {
        #endif
            Form {
                TextField("Message", text: $text, onCommit: { send() })
                Button(action: { send() }, label: { Text("Send") })
                Button("Clear") { text = "" }
                Button {
                    showsHelp.toggle()
                } label: {
                    Label("Help", systemImage: "questionmark")
                }
                Menu {
                    Button("Copy") { copy() }
                } label: {
                    Text("More")
                } primaryAction: {
                    send()
                }
                Text(text)
                    .onTapGesture
                    {
                        showsHelp = true
                    }
                    .onSubmit { send() }
            }
        }
    }

    @ViewBuilder
    var status: some View {
        if text.isEmpty {
            Button("Paste") { paste() }
        } else {
            switch text.count {
            case 0..<10:
                Button("Short") { trim() }
            default:
                ForEach(0..<3) { index in
                    Button("Row") { pick(index) }
                }
            }
        }
        #if DEBUG
        Button("Debug") { dump() }
        #endif
    }

    func send() {}
    func copy() {}
    func paste() {}
    func trim() {}
    func pick(_ index: Int) {}
    func dump() {}
}
