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
            Button("Report Hang") { flush(priority: 1) }
            Form {
                Text("Something wrong?")
                    .onTapGesture { flush(priority: 2) }
            }
        }
    }
}

private extension ReportView {
    func flush(priority: Int) {
        reporter.send("""
            The app stopped responding.
            """, priority: priority)
        reporter.flush()
    }
}
