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
                .onMoveCommand { direction in
                    board.moveSelection(direction)
                    board.save()
                }
                .onDeleteCommand {
                    board.deleteSelection()
                    board.save()
                }
                .onPasteCommand(of: [.text]) { providers in
                    board.paste(providers)
                    board.save()
                }
                .onScrollPhaseChange { _, newPhase in
                    isScrolling = newPhase.isScrolling
                    board.save()
                }
                .onContinuousHover { phase in
                    isHovering = phase != .ended
                    board.save()
                }
            Text("\(board.cards.count) cards")
                .onMoveCommand { direction in
                    board.moveSelection(direction)
                    board.save()
                }
                .onPasteCommand(of: [.text]) { providers in
                    board.paste(providers)
                    board.save()
                }
                .onContinueUserActivity("com.example.board.open") { activity in
                    board.open(activity)
                    board.save()
                }
                .onContinuousHover { phase in
                    isHovering = phase != .ended
                    board.save()
                }
            ScrollView {
                Text("Archive")
            }
            .onScrollPhaseChange { _, newPhase in
                isScrolling = newPhase.isScrolling
                board.save()
            }
            .onContinueUserActivity("com.example.board.open") { activity in
                board.open(activity)
                board.save()
            }
            Button("Delete") {
                board.deleteSelection()
                board.save()
            }
            Slider(value: $width, in: 100...400, onEditingChanged: { editing in
                isEditingWidth = editing
                board.resize(to: width)
            })
            Slider(value: $width, in: 100...400, step: 10, onEditingChanged: { editing in
                isEditingWidth = editing
                board.resize(to: width)
            })
        }
    }
}
