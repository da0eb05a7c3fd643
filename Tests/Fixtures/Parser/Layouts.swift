import SwiftUI

public struct Tile: View, Equatable {
    public var body: some View {
        Text("Tile")
        #if os(iOS)
            .onTapGesture { select() }
        #else
            .onHover { inside in hover(inside) }
        #endif
    }

    func select() {}
    func hover(_ inside: Bool) {}
}

extension Tile {
    struct Caption: View {
        var body: some View {
            Button("Allman")
            {
                reveal()
            }
        }
        func reveal() {}
    }
}

extension Tile.Caption {
    var more: some View {
        get {
            Button("More") { reveal() }
        }
    }
}

enum Placeholder: View {
    case empty, loading

    var body: some View {
        Button("Retry") { retry() }
    }

    func retry() {}
}

struct Wrapper<Content: View> {
    let content: Content
}

extension Wrapper: View where Content: Equatable {
    var body: some View {
        content.onAppear { appear() }
    }
    func appear() {}
}

private extension Tile {
    func plain() -> Int {
        [1, 2].map { $0 * 2 }.count
    }
}

struct Host {
    func view() -> AnyView {
        AnyView(Button("Any") { tap() })
    }
    func tap() {}
}
