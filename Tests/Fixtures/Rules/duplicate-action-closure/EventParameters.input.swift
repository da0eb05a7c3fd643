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
                .onHover { inside in
                    isHovering = inside
                    highlighted = inside ? "Inbox" : nil
                }
            Text("Archive")
                .onHover { inside in
                    isHovering = inside
                    highlighted = inside ? "Inbox" : nil
                }
            #endif
            Text("Drop here")
                .onDrop(of: [.fileURL], isTargeted: nil) { providers in
                    dropped.append(contentsOf: providers)
                    refreshCount += 1
                    return !providers.isEmpty
                }
            Text("Or here")
                .onDrop(of: [.fileURL], isTargeted: nil) { providers in
                    dropped.append(contentsOf: providers)
                    refreshCount += 1
                    return !providers.isEmpty
                }
        }
        .onReceive(NotificationCenter.default.publisher(for: .init("InboxDidSync"))) { notification in
            refreshCount += 1
            highlighted = notification.name.rawValue
        }
        .onReceive(NotificationCenter.default.publisher(for: .init("ArchiveDidSync"))) { notification in
            refreshCount += 1
            highlighted = notification.name.rawValue
        }
        .onOpenURL { url in
            openedURLs.append(url)
            highlighted = url.lastPathComponent
        }
        .sheet(isPresented: .constant(false)) {
            Text("Opened")
                .onOpenURL { url in
                    openedURLs.append(url)
                    highlighted = url.lastPathComponent
                }
        }
    }
}
