import SwiftUI

@MainActor protocol Reporter {
    func send(_ report: String)
    func flush()
}

struct ReportView: View {
    var reporter: Reporter

    var body: some View {
        VStack {
            Button("Report", action: report)
            Text("Something wrong?")
                .onTapGesture(perform: report)
        }
    }
}

private extension ReportView {
    func report() {
        reporter.send("""
            The app stopped responding.
              Steps: open, tap, wait.
            """)
        reporter.flush()
    }
}
