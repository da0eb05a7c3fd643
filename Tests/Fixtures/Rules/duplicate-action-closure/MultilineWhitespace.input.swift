import SwiftUI

@MainActor protocol Mailer {
    func compose(body: String)
    func open()
}

struct HelpView: View {
    var mailer: Mailer

    var body: some View {
        VStack {
            Button("Contact") {
                mailer.compose(body: """
                    Hello,
                      
                    I need help with:
                    """)
                mailer.open()
            }
            // The footer link does the same.
            Text("Contact us")
                .onTapGesture {
                    mailer.compose(body: """
                    Hello,
                      
                    I need help with:
                    """)
                    mailer.open()
                }
        }
    }
}
