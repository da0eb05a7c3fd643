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
                .onHover(perform: setIsHoveringAction)
            Text("Archive")
                .onHover(perform: setIsHoveringAction)
            #endif
            Text("Drop here")
                .onDrop(of: [.fileURL], isTargeted: nil, perform: addToDroppedAction)
            Text("Or here")
                .onDrop(of: [.fileURL], isTargeted: nil, perform: addToDroppedAction)
        }
        .onReceive(NotificationCenter.default.publisher(for: .init("InboxDidSync")), perform: increaseRefreshCountAction)
        .onReceive(NotificationCenter.default.publisher(for: .init("ArchiveDidSync")), perform: increaseRefreshCountAction)
        .onOpenURL(perform: addOpenedURLAction)
        .sheet(isPresented: .constant(false)) {
            Text("Opened")
                .onOpenURL(perform: addOpenedURLAction)
        }
    }
}

private extension InboxView {
    var addToDroppedAction: ([NSItemProvider]) -> Bool {
        return { providers in
            dropped.append(contentsOf: providers)
            refreshCount += 1
            return !providers.isEmpty
        }
    }

    var increaseRefreshCountAction: (Notification) -> Void {
        return { notification in
            refreshCount += 1
            highlighted = notification.name.rawValue
        }
    }

    var addOpenedURLAction: (URL) -> Void {
        return { url in
            openedURLs.append(url)
            highlighted = url.lastPathComponent
        }
    }
}

#if !os(iOS)
private extension InboxView {
    var setIsHoveringAction: (Bool) -> Void {
        return { inside in
            isHovering = inside
            highlighted = inside ? "Inbox" : nil
        }
    }
}
#endif
