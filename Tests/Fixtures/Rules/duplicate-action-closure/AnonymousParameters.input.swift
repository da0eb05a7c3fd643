import SwiftUI

/// Closures that read `$0`: a notification publisher's `Notification` and `.onHover`'s `Bool`,
/// each the member's parameter named from its type, each site passing `$0` on.
struct WindowWatcher: View {
    @State private var closedTitles: [String] = []
    @State private var isVisible = true
    @State private var hovered = false
    @State private var count = 0

    var body: some View {
        VStack {
            Text("Main")
                .onReceive(NotificationCenter.default.publisher(for: .init("MainWindowClosed"))) {
                    if let title = $0.object as? String {
                        closedTitles.append(title)
                        isVisible = false
                    }
                }
            Text("Inspector")
                .onReceive(NotificationCenter.default.publisher(for: .init("InspectorClosed"))) {
                    if let title = $0.object as? String {
                        closedTitles.append(title)
                        isVisible = false
                    }
                }
            Text("Preview")
                .onHover {
                    hovered = $0
                    count += 1
                }
            Text("Details")
                .onHover {
                    hovered = $0
                    count += 1
                }
        }
    }
}
