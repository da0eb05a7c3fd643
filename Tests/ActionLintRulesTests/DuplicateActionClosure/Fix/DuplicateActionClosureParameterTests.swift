import ActionLintCore
import XCTest

/// Duplicates with parameters the fix refuses, saying why, and bodies that are not duplicates
/// with parameters at all.
final class DuplicateActionClosureParameterTests: XCTestCase {
    func assertNoFix(_ marked: String, reason: String, file: StaticString = #filePath, line: UInt = #line) {
        GroupAssertion.assertNoFix(marked, reason: reason, file: file, line: line)
    }

    func testElementsOfAnotherFilesModelHaveNoKnownType() {
        assertNoFix("""
        struct PlaylistView: View {
            @State private var model = PlayerModel.shared

            var body: some View {
                List {
                    ForEach(model.favourites) { song in
                        Button(song.title) ↓{
                            model.play(song)
                            model.remember(song)
                        }
                    }
                    ForEach(model.recent) { song in
                        Button(song.title) ↓{
                            model.play(song)
                            model.remember(song)
                        }
                    }
                }
            }
        }
        """, reason: "the type of `song` is not written in this file: the elements of `model.favourites` have no declared type here")
    }

    func testALocalWithoutWrittenTypeIsUnknown() {
        assertNoFix("""
        struct ProfileView: View {
            @State private var store = Store()

            var body: some View {
                let user = store.currentUser()
                VStack {
                    Button("Follow") ↓{
                        store.follow(user)
                        store.refresh()
                    }
                    Image(systemName: "person.badge.plus")
                        .onTapGesture ↓{
                            store.follow(user)
                            store.refresh()
                        }
                }
            }
        }
        """, reason: "the type of `user` is not known: its value `store.currentUser()` is a call, whose result type is not read")
    }

    /// A call over several lines is named by its callee alone in the reason.
    func testALongCallIsShortInTheReason() {
        assertNoFix("""
        struct ProfileView: View {
            @State private var store = ProfileStore()

            var body: some View {
                let player = store.makePlayer(
                    autoPlay: false,
                    loops: true
                )
                VStack {
                    Button("Play") ↓{
                        player.play()
                        store.refresh()
                    }
                    Image(systemName: "play")
                        .onTapGesture ↓{
                            player.play()
                            store.refresh()
                        }
                }
            }
        }
        """, reason: "the type of `player` is not known: its value `store.makePlayer(…)` is a call, whose result type is not read")
    }

    func testSitesWhoseBindingsHaveDifferentTypesHaveNoFix() {
        assertNoFix("""
        struct LibraryView: View {
            @State private var player = Player()
            let songs: [Song]
            let podcasts: [Episode]

            var body: some View {
                List {
                    ForEach(songs) { item in
                        Button("Play") ↓{
                            player.enqueue(item)
                            player.start()
                        }
                    }
                    ForEach(podcasts) { item in
                        Button("Play") ↓{
                            player.enqueue(item)
                            player.start()
                        }
                    }
                }
            }
        }
        """, reason: "the sites' `item` have different types (`Song` and `Episode`)")
    }

    /// `$todo`'s body changes `todo`: a value parameter could not (`ProjectedBindingsFixture`
    /// has the bodies that only read it).
    func testAProjectedBindingTheBodyChangesHasNoFix() {
        assertNoFix("""
        struct TodoView: View {
            @State private var todos: [Todo] = []
            @State private var log = Log()

            var body: some View {
                List {
                    ForEach($todos) { $todo in
                        HStack {
                            Button("Done") ↓{
                                todo.isDone = true
                                log.flush()
                            }
                            Text(todo.title)
                                .onTapGesture ↓{
                                    todo.isDone = true
                                    log.flush()
                                }
                        }
                    }
                }
            }
        }
        """, reason: "the closures change `todo`, bound by `$todo` (a property wrapper's projection), which a parameter cannot stand for")
    }

    func testAnonymousParametersKeepNoFix() {
        assertNoFix("""
        struct ClockView: View {
            @State private var clock = Clock()

            var body: some View {
                Text(clock.label)
                    .onReceive(clock.seconds) ↓{
                        clock.tick(at: $0, step: 1)
                        clock.redraw()
                    }
                    .onReceive(clock.minutes) ↓{
                        clock.tick(at: $0, step: 60)
                        clock.redraw()
                    }
            }
        }
        """, reason: "the type of `$0`, a parameter of the `.onReceive` closure, is not known")
    }

    func testACaseOfNoDeclaredTypeHasNoFix() {
        assertNoFix("""
        struct ThemeView: View {
            @State private var settings = Settings()

            var body: some View {
                VStack {
                    Button("Light") ↓{
                        settings.apply(.light)
                        settings.save()
                    }
                    Button("Dark") ↓{
                        settings.apply(.dark)
                        settings.save()
                    }
                }
            }
        }
        """, reason: "the type of `.light` and `.dark` is not declared in this file (no property or parameter of this file takes them)")
    }

    /// `.timed` is a `GameMode`, `.dark` a `Theme`: the same text calls two overloads.
    func testCasesOfTwoDeclaredTypesDoNotMerge() {
        GroupAssertion.assertNoFinding("""
        enum GameMode { case timed, unlimited }
        enum Theme { case light, dark }

        struct Settings {
            func choose(_ mode: GameMode) {}
            func choose(_ theme: Theme) {}
            func save() {}
        }

        struct SetupView: View {
            let settings = Settings()

            var body: some View {
                VStack {
                    Button("Timed") {
                        settings.choose(.timed)
                        settings.save()
                    }
                    Button("Dark") {
                        settings.choose(.dark)
                        settings.save()
                    }
                }
            }
        }
        """)
    }

    func testBodiesDifferingInThreeValuesAreDifferentActions() {
        GroupAssertion.assertNoFinding("""
        struct PlayerView: View {
            @State private var player = Player()

            var body: some View {
                HStack {
                    Button("Back") {
                        player.skip(by: -15, animated: true)
                        player.log("back")
                    }
                    Button("Forward") {
                        player.skip(by: 30, animated: false)
                        player.log("forward")
                    }
                }
            }
        }
        """)
    }

    /// A literal typed by its spelling alone may be another type in its context (`CGFloat`): the
    /// fix is offered, not applied by default.
    func testALiteralOfNoDeclaredContextIsAnUnsafeFix() throws {
        let finding = try XCTUnwrap(GroupAssertion.assertOneGroup("""
        struct SpeedView: View {
            @State private var player = Player()

            var body: some View {
                HStack {
                    Button("Slow") ↓{
                        player.setRate(1)
                        player.resume()
                    }
                    Button("Fast") ↓{
                        player.setRate(2)
                        player.resume()
                    }
                }
            }
        }
        """))
        XCTAssertEqual(finding.fix?.applicability, .unsafe)
        XCTAssertEqual(finding.fix?.title, "Extract the duplicated action into a method `setRate(_:)`")
        XCTAssertTrue(finding.message.contains("apart from the value each site passes"), finding.message)
    }
}
