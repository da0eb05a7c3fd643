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
                    addClosedTitle($0)
                }
            Text("Inspector")
                .onReceive(NotificationCenter.default.publisher(for: .init("InspectorClosed"))) {
                    addClosedTitle($0)
                }
            Text("Preview")
                .onHover { setHovered($0) }
            Text("Details")
                .onHover { setHovered($0) }
        }
    }
}

private extension WindowWatcher {
    func addClosedTitle(_ notification: Notification) {
        if let title = notification.object as? String {
            closedTitles.append(title)
            isVisible = false
        }
    }

    func setHovered(_ value: Bool) {
        hovered = value
        count += 1
    }
}
