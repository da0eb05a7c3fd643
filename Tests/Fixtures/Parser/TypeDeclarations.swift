import SwiftUI

@MainActor struct ProfileView: View {
    @State private var name = ""

    var body: some View {
        Button("Save") { save() }
    }

    private func save() {}
}

struct Outer {
    struct Row: SwiftUI.View {
        let title: String
        var body: some View {
            Text(title).onTapGesture { print(title) }
        }
    }

    enum Mode { case list, grid }
}

struct Badge<Label: View>: View where Label: Equatable {
    let label: Label
    var body: some View {
        label.onLongPressGesture { toggle() }
    }
    func toggle() {}
}

final class Loader: ObservableObject, Identifiable {
    func fetch(completion: @escaping () -> Void) {
        DispatchQueue.main.async { completion() }
    }
}

actor Cache {
    func store(handler: () -> Void) { handler() }
}

enum Screen {
    case home
    func perform(action: () -> Void) { action() }
}

struct Legacy {
    var body: some View {
        Button("Old") { reset() }
    }
    func reset() {}
}

struct Extended {}

extension Extended: View {
    var body: some View {
        Button("Ext") { go() }
    }
    func go() {}
}

struct Rounded: ViewModifier {
    func body(content: Content) -> some View {
        content.onTapGesture { tapped() }
    }
    func tapped() {}
}

@main
struct DemoApp: App {
    var body: some Scene {
        WindowGroup {
            ProfileView()
                .onOpenURL { url in open(url) }
        }
        .commands { DemoCommands() }
    }
    func open(_ url: URL) {}
}

struct DemoCommands: Commands {
    var body: some Commands {
        CommandMenu("Tools") {
            Button("Run") { run() }
        }
    }
    func run() {}
}

struct EditorToolbar {
    @ToolbarContentBuilder
    var items: some ToolbarContent {
        ToolbarItem {
            Button("Done") { finish() }
        }
    }
    func finish() {}
}

protocol Refreshing {
    func refresh(completion: @escaping () -> Void)
}
