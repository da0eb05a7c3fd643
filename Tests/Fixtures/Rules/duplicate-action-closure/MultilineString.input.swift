import SwiftUI

@MainActor protocol Reporter {
    func send(_ report: String)
    func flush()
}

struct ReportView: View {
    var reporter: Reporter

    var body: some View {
        VStack {
            Button("Report") {
                reporter.send("""
                    The app stopped responding.
                      Steps: open, tap, wait.
                    """)
                reporter.flush()
            }
            Text("Something wrong?")
                .onTapGesture {
                    reporter.send("""
                    The app stopped responding.
                      Steps: open, tap, wait.
                    """)
                    reporter.flush()
                }
        }
    }
}
