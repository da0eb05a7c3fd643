import SwiftUI

/// Two groups of one view, both only in the macOS toolbar and the shared sheet: their members
/// share one wrapped extension.
struct ExportView: View {
    @State private var isExporting = false
    @State private var log: [String] = []

    var body: some View {
        VStack {
            #if os(macOS)
            Button("Export") {
                isExporting = true
                log.append("export")
            }
            Button("Reset") {
                isExporting = false
                log.removeAll()
            }
            #endif
            Text("Export")
            #if os(macOS)
            Button("Export Now") {
                isExporting = true
                log.append("export")
            }
            Button("Start Over") {
                isExporting = false
                log.removeAll()
            }
            #endif
        }
    }
}
