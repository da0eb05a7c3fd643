import SwiftUI

struct ComposerView: View {
    @State private var draft = ""
    @State private var sent: [String] = []

    var body: some View {
        HStack {
            TextField("Message", text: $draft)
                .onSubmit { [draft] in
                    print(draft)
                }
            Button("Send", action: send)
                .disabled(draft.isEmpty)
        }
    }
}

private extension ComposerView {
    func send() {
        sent.append(draft)
        draft = ""
    }
}
