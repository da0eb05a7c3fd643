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
        .onKeyPress(.upArrow) { self.moveSelection(down: false) ? .handled : .ignored }
        .onKeyPress(.downArrow) { self.moveSelection(down: true) ? .handled : .ignored }
        .onKeyPress(.escape) {
            lastKey = "escape"
            selection = 0
            return .handled
        }
        .onKeyPress(.delete) {
            lastKey = "escape"
            selection = 0
            return .handled
        }
    }

    private func moveSelection(down: Bool) -> Bool {
        let next = selection + (down ? 1 : -1)
        guard photos.indices.contains(next) else { return false }
        selection = next
        return true
    }
}
