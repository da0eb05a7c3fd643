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
            Button("Report Hang") {
                reporter.send("""
                    The app stopped responding.
                    """, priority: 1)
                reporter.flush()
            }
            Form {
                Text("Something wrong?")
                    .onTapGesture {
                        reporter.send("""
                            The app stopped responding.
                            """, priority: 2)
                        reporter.flush()
                    }
            }
        }
    }
}
