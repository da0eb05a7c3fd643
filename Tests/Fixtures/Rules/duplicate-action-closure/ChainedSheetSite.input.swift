import SwiftUI

struct ExportView: View {
    @State private var sharing = false
    @State private var progress = 0.0
    let exporter: Exporter

    var body: some View {
        VStack {
            ProgressView(value: progress)
            Button("Cancel") {
                exporter.cancel()
                progress = 0
            }
            .sheet(isPresented: $sharing, onDismiss: {
                exporter.cancel()
                progress = 0
            }, content: {
                Text("Share the export")
            })
            .padding()
        }
    }
}

final class Exporter {
    func cancel() {}
}
