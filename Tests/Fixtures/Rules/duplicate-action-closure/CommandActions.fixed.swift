import SwiftUI

@Observable
final class Board {
    var cards: [String] = []
    func moveSelection(_ direction: MoveCommandDirection) {}
    func deleteSelection() {}
    func paste(_ providers: [NSItemProvider]) {}
    func open(_ activity: NSUserActivity) {}
    func resize(to width: Double) {}
    func save() {}
}

/// Duplicates through SwiftUI's command, hover, activity, scroll and slider actions:
/// the catalog gives each closure parameter its type, so every fix declares it.
struct BoardView: View {
    @State private var board = Board()
    @State private var isScrolling = false
    @State private var isHovering = false
    @State private var isEditingWidth = false
    @State private var width = 200.0

    var body: some View {
        VStack {
            List(board.cards, id: \.self) { card in Text(card) }
                .onMoveCommand(perform: moveSelection)
                .onDeleteCommand(perform: delete)
                .onPasteCommand(of: [.text], perform: paste)
                .onScrollPhaseChange { _, newPhase in save(newPhase) }
                .onContinuousHover(perform: setIsHovering)
            Text("\(board.cards.count) cards")
                .onMoveCommand(perform: moveSelection)
                .onPasteCommand(of: [.text], perform: paste)
                .onContinueUserActivity("com.example.board.open", perform: open)
                .onContinuousHover(perform: setIsHovering)
            ScrollView {
                Text("Archive")
            }
            .onScrollPhaseChange { _, newPhase in save(newPhase) }
            .onContinueUserActivity("com.example.board.open", perform: open)
            Button("Delete", action: delete)
            Slider(value: $width, in: 100...400, onEditingChanged: resize)
            Slider(value: $width, in: 100...400, step: 10, onEditingChanged: resize)
        }
    }
}

private extension BoardView {
    func moveSelection(_ direction: MoveCommandDirection) {
        board.moveSelection(direction)
        board.save()
    }

    func paste(_ providers: [NSItemProvider]) {
        board.paste(providers)
        board.save()
    }

    func setIsHovering(_ phase: HoverPhase) {
        isHovering = phase != .ended
        board.save()
    }

    func save(_ newPhase: ScrollPhase) {
        isScrolling = newPhase.isScrolling
        board.save()
    }

    func open(_ activity: NSUserActivity) {
        board.open(activity)
        board.save()
    }

    func delete() {
        board.deleteSelection()
        board.save()
    }

    func resize(_ editing: Bool) {
        isEditingWidth = editing
        board.resize(to: width)
    }
}
