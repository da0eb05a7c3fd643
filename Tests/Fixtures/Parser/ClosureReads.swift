import SwiftUI

struct InboxView: View {
    let title: String
    var handler: (Message) -> Void
    @State private var messages: [Message] = []
    @State private var pinned: [Message] = []
    @State private var selection: Message?
    @State private var showsAlert = false

    var body: some View {
        List {
            ForEach(messages) { message in
                Button("Open") { handler(message) }
            }
            ForEach(pinned) { message in
                Button("Open") { handler(message) }
            }
            GeometryReader { proxy in
                Button("Measure") { log(proxy.size, title) }
            }
            Button("Weak") { [weak model] in model?.reload() }
            Button("Self") { self.handler(messages[0]) }
            ForEach(messages) { _ in
                Button("Anon") { handler(messages[0]) }
            }
            Text(title).onChange(of: title) { _, newValue in print(newValue) }
            Text(title).onReceive(publisher) { print($0) }
            Button("Try") {
                Task {
                    try? await save()
                }
            }
            Button("Check") {
                if let first = messages.first {
                    handler(first)
                }
                guard let last = messages.last else { return }
                handler(last)
                for message in messages {
                    handler(message)
                }
                let copy = title
                var count = 0
                count += copy.count
                switch selection {
                case let .some(chosen):
                    handler(chosen)
                case .none:
                    break
                }
            }
        }
        .alert("Delete?", isPresented: $showsAlert, presenting: selection) { message in
            Button("Delete") { handler(message) }
        }
    }

    func row(for message: Message, flag: Bool) -> some View {
        Button("Row") { handler(message); print(flag, globalCounter) }
    }

    var validated: some View {
        Button("Validate") { () -> Bool in return title.isEmpty }
    }

    func save() async throws {}
    func log(_ size: CGSize, _ text: String) {}
}
