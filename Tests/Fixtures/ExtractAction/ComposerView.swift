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
            Button("Send") {
                sent.append(draft)
                draft = ""
            }
            .disabled(draft.isEmpty)
        }
    }
}
