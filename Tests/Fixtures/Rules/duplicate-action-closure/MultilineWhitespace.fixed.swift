import SwiftUI

@MainActor protocol Mailer {
    func compose(body: String)
    func open()
}

struct HelpView: View {
    var mailer: Mailer

    var body: some View {
        VStack {
            Button("Contact", action: contact)
            // The footer link does the same.
            Text("Contact us")
                .onTapGesture(perform: contact)
        }
    }
}

private extension HelpView {
    func contact() {
        mailer.compose(body: """
            Hello,
              
            I need help with:
            """)
        mailer.open()
    }
}
