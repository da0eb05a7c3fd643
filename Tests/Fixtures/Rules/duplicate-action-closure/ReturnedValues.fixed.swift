import SwiftUI

/// Actions whose API takes a value back: `.onKeyPress` wants a `KeyPress.Result`, returned
/// implicitly by one expression or by `return` after other statements.
struct PhotoGrid: View {
    @State private var selection = 0
    @State private var lastKey = ""
    let photos: [String]

    var body: some View {
        ScrollView {
            ForEach(photos, id: \.self) { photo in
                Text(photo)
            }
        }
        .onKeyPress(.upArrow) { move(down: false) }
        .onKeyPress(.downArrow) { move(down: true) }
        .onKeyPress(.escape) { setLastKey() }
        .onKeyPress(.delete) { setLastKey() }
    }

    private func moveSelection(down: Bool) -> Bool {
        let next = selection + (down ? 1 : -1)
        guard photos.indices.contains(next) else { return false }
        selection = next
        return true
    }
}

private extension PhotoGrid {
    func move(down: Bool) -> KeyPress.Result {
        self.moveSelection(down: down) ? .handled : .ignored
    }

    func setLastKey() -> KeyPress.Result {
        lastKey = "escape"
        selection = 0
        return .handled
    }
}
