import SwiftUI

struct ExportView: View {
    @State private var sharing = false
    @State private var progress = 0.0
    let exporter: Exporter

    var body: some View {
        VStack {
            ProgressView(value: progress)
            Button("Cancel", action: cancel)
                .sheet(isPresented: $sharing, onDismiss: cancel, content: {
                    Text("Share the export")
                })
                .padding()
        }
    }
}

private extension ExportView {
    func cancel() {
        exporter.cancel()
        progress = 0
    }
}

final class Exporter {
    func cancel() {}
}
