import SwiftUI

/// Two groups of one view, both only in the macOS toolbar and the shared sheet: their members
/// share one wrapped extension.
struct ExportView: View {
    @State private var isExporting = false
    @State private var log: [String] = []

    var body: some View {
        VStack {
            #if os(macOS)
            Button("Export", action: export)
            Button("Reset", action: reset)
            #endif
            Text("Export")
            #if os(macOS)
            Button("Export Now", action: export)
            Button("Start Over", action: reset)
            #endif
        }
    }
}

#if os(macOS)
private extension ExportView {
    func export() {
        isExporting = true
        log.append("export")
    }

    func reset() {
        isExporting = false
        log.removeAll()
    }
}
#endif
