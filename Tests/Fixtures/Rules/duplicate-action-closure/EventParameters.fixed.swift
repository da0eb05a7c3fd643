import SwiftUI

/// Closure parameters typed by the catalog: `.onHover`'s `Bool` (passed by name, in an `#if`
/// branch), `.onDrop`'s `[NSItemProvider]` with the `Bool` it returns, a notification
/// publisher's `Notification`, and `.onOpenURL`'s `URL`.
struct InboxView: View {
    @State private var isHovering = false
    @State private var highlighted: String?
    @State private var dropped: [NSItemProvider] = []
    @State private var openedURLs: [URL] = []
    @State private var refreshCount = 0

    var body: some View {
        VStack {
            #if os(iOS)
            Text("Inbox")
            #else
            Text("Inbox")
                .onHover(perform: setIsHovering)
            Text("Archive")
                .onHover(perform: setIsHovering)
            #endif
            Text("Drop here")
                .onDrop(of: [.fileURL], isTargeted: nil, perform: addToDropped)
            Text("Or here")
                .onDrop(of: [.fileURL], isTargeted: nil, perform: addToDropped)
        }
        .onReceive(NotificationCenter.default.publisher(for: .init("InboxDidSync")), perform: increaseRefreshCount)
        .onReceive(NotificationCenter.default.publisher(for: .init("ArchiveDidSync")), perform: increaseRefreshCount)
        .onOpenURL(perform: addOpenedURL)
        .sheet(isPresented: .constant(false)) {
            Text("Opened")
                .onOpenURL(perform: addOpenedURL)
        }
    }
}

private extension InboxView {
    func addToDropped(_ providers: [NSItemProvider]) -> Bool {
        dropped.append(contentsOf: providers)
        refreshCount += 1
        return !providers.isEmpty
    }

    func increaseRefreshCount(_ notification: Notification) {
        refreshCount += 1
        highlighted = notification.name.rawValue
    }

    func addOpenedURL(_ url: URL) {
        openedURLs.append(url)
        highlighted = url.lastPathComponent
    }
}

#if !os(iOS)
private extension InboxView {
    func setIsHovering(_ inside: Bool) {
        isHovering = inside
        highlighted = inside ? "Inbox" : nil
    }
}
#endif
