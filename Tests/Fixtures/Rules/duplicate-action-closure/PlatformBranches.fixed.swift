import SwiftUI

/// The downloads list exists on every platform but tvOS; its two download buttons (one in the
/// macOS toolbar, one in the shared sheet) repeat the same action, which calls a member that
/// exists only where it does.
struct DownloadsView: View {
    @State private var urls: [URL] = []
    @State private var isDownloading = false

    var body: some View {
        VStack {
            #if os(macOS)
            HStack {
                Button("Download All", action: download)
            }
            #endif
            List(urls, id: \.self) { url in
                Text(url.absoluteString)
            }
            #if !os(tvOS)
            Button("Download", action: download)
            #endif
        }
    }

    #if !os(tvOS)
    private func downloadAll() async {
        isDownloading = false
    }
    #endif
}

#if !os(tvOS)
private extension DownloadsView {
    func download() {
        isDownloading = true
        Task { await downloadAll() }
    }
}
#endif

#if os(iOS)
/// One copy of the tab bar per platform, each with the same selection action.
struct TabsView: View {
    @State private var selection = 0
    @State private var visited: [Int] = []

    var body: some View {
        TabView(selection: $selection) {
            Text("Home").tag(0)
        }
        .onAppear(perform: addToVisited)
    }
}
#endif

#if os(iOS) || os(macOS)
private extension TabsView {
    func addToVisited() {
        visited.append(selection)
        selection = 0
    }
}
#endif

#if os(macOS)
struct TabsView: View {
    @State private var selection = 0
    @State private var visited: [Int] = []

    var body: some View {
        VStack {
            Text("Home")
        }
        .onAppear(perform: addToVisited)
    }
}
#endif
