import SwiftUI

@MainActor
final class Reporter {
    func send(_ report: String, priority: Int) {}
    func flush() {}
}

/// The same report at two depths, sent with two priorities: one member taking the priority.
struct ReportView: View {
    let reporter: Reporter

    var body: some View {
        VStack {
            Button("Report Hang") { flush(1) }
            Form {
                Text("Something wrong?")
                    .onTapGesture { flush(2) }
            }
        }
    }
}

private extension ReportView {
    func flush(_ priority: Int) {
        reporter.send("""
            The app stopped responding.
            """, priority: priority)
        reporter.flush()
    }
}
