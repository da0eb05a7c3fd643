import ActionLintCore
import XCTest

/// Duplicates a method cannot replace: still reported, with no fix and the reason why; and the
/// same text reading bindings of the view member, which a method takes as parameters.
final class DuplicateActionClosureNoFixTests: XCTestCase {
    func assertNoFix(_ marked: String, reason: String, file: StaticString = #filePath, line: UInt = #line) {
        GroupAssertion.assertNoFix(marked, reason: reason, file: file, line: line)
    }

    func testSameTextUnderDifferentForEachBindingsIsADuplicateWithAParameter() throws {
        let finding = try XCTUnwrap(GroupAssertion.assertOneGroup("""
        struct PlaylistView: View {
            @State private var player = Player()
            let favourites: [Song]
            let recent: [Song]

            var body: some View {
                List {
                    Section("Favourites") {
                        ForEach(favourites) { song in
                            Button(song.title) ↓{
                                player.play(song)
                                player.remember(song)
                            }
                        }
                    }
                    Section("Recent") {
                        ForEach(recent) { song in
                            Button(song.title) ↓{
                                player.play(song)
                                player.remember(song)
                            }
                        }
                    }
                }
            }
        }
        """))
        XCTAssertEqual(finding.fix?.title, "Extract the duplicated action into a method `play(_:)`")
        XCTAssertEqual(finding.fix?.applicability, .safe)
    }

    func testSameBindingTwiceInOneRowIsADuplicateWithAParameter() throws {
        let finding = try XCTUnwrap(GroupAssertion.assertOneGroup("""
        struct PlaylistView: View {
            @State private var player = Player()
            let songs: [Song]

            var body: some View {
                List {
                    ForEach(songs) { song in
                        HStack {
                            Button(song.title) ↓{
                                player.play(song)
                                player.remember(song)
                            }
                            Image(systemName: "play")
                                .onTapGesture ↓{
                                    player.play(song)
                                    player.remember(song)
                                }
                        }
                    }
                }
            }
        }
        """))
        XCTAssertEqual(finding.fix?.title, "Extract the duplicated action into a method `play(_:)`")
    }

    func testAnonymousParametersHaveNoFix() {
        assertNoFix("""
        struct ClockView: View {
            @State private var clock = Clock()

            var body: some View {
                Text(clock.label)
                    .onReceive(clock.seconds) ↓{
                        clock.tick(at: $0)
                        clock.redraw()
                    }
                    .onReceive(clock.minutes) ↓{
                        clock.tick(at: $0)
                        clock.redraw()
                    }
            }
        }
        """, reason: "the type of `$0`, a parameter of the `.onReceive` closure, is not known")
    }

    /// `value` is typed by `.onChange(of:)`'s value: `level` is a `Double`, `mixer.master` a
    /// property of a type this file does not declare.
    func testReadParametersOfAnUnknownTypeHaveNoFix() {
        assertNoFix("""
        struct VolumeView: View {
            @State private var level = 0.5
            @State private var mixer = Mixer()

            var body: some View {
                Slider(value: $level)
                    .onChange(of: level) ↓{ value in
                        mixer.set(value)
                        mixer.commit()
                    }
                    .onChange(of: mixer.master) ↓{ value in
                        mixer.set(value)
                        mixer.commit()
                    }
            }
        }
        """, reason: "the type of `value`, a parameter of the `.onChange` closure, is not written in this file")
    }

    /// `[reader]` captures a `Reader` no file declares: its parameter's type is not known.
    func testACaptureOfAnUndeclaredTypeHasNoFix() {
        assertNoFix("""
        struct ReaderView: View {
            @State private var reader = Reader()

            var body: some View {
                VStack {
                    Button("Next") ↓{ [reader] in
                        reader.advance()
                        reader.persist()
                    }
                    Button("Skip") ↓{ [reader] in
                        reader.advance()
                        reader.persist()
                    }
                }
            }
        }
        """, reason: "the type of `reader`, captured as `[reader]`, is not known")
    }

    /// `.onDrop`'s closure returns a `Bool`: the member returns it, and each site's closure returns
    /// what the member does.
    func testReturningTheAPIsResultIsFixable() throws {
        let finding = try XCTUnwrap(GroupAssertion.assertOneGroup("""
        struct DropView: View {
            @State private var board = Board()

            var body: some View {
                VStack {
                    Color.red
                        .onDrop(of: [.text], isTargeted: nil) ↓{ providers in
                            board.accept()
                            return true
                        }
                    Color.blue
                        .onDrop(of: [.text], isTargeted: nil) ↓{ providers in
                            board.accept()
                            return true
                        }
                }
            }
        }
        """))
        XCTAssertEqual(finding.fix?.title, "Extract the duplicated action into a method `accept()`")
        XCTAssertEqual(finding.fix?.edits.first?.replacement, " accept() ")
        XCTAssertTrue(finding.fix?.edits.last?.replacement.contains("    func accept() -> Bool {\n") == true)
    }

    /// A custom API's closure type is unknown: what it returns could not be the member's.
    func testReturningAValueToACustomAPIHasNoFix() {
        assertNoFix("""
        struct EditorView: View {
            @State private var store = Store()

            var body: some View {
                VStack {
                    EditorForm(onSave: ↓{
                        store.commit()
                        return store.isValid
                    })
                    EditorForm(onSave: ↓{
                        store.commit()
                        return store.isValid
                    })
                }
            }
        }
        """, reason: "a closure returns a value, and `EditorForm(onSave:)` says not of which type")
    }

    /// A synchronous member can be called from an async site: `.task { reload() }`.
    func testASynchronousBodyAtAnAsyncSiteIsFixable() throws {
        let finding = try XCTUnwrap(GroupAssertion.assertOneGroup("""
        struct NewsView: View {
            @State private var feed = Feed()

            var body: some View {
                List(feed.stories) { story in
                    Text(story.headline)
                }
                .task ↓{
                    feed.loadCached()
                    feed.markFresh()
                }
                .toolbar {
                    Button("Reload") ↓{
                        feed.loadCached()
                        feed.markFresh()
                    }
                }
            }
        }
        """))
        let fix = try XCTUnwrap(finding.fix)
        XCTAssertEqual(fix.applicability, .safe)
        XCTAssertTrue(fix.edits.contains { $0.replacement == " reload() " }, "\(fix.edits)")
        XCTAssertTrue(fix.edits.contains { $0.replacement.contains("func reload() {") }, "\(fix.edits)")
    }

    func testSameAsyncContextIsFixable() throws {
        let finding = try XCTUnwrap(GroupAssertion.assertOneGroup("""
        struct NewsView: View {
            @State private var feed = Feed()

            var body: some View {
                List(feed.stories) { story in
                    Text(story.headline)
                }
                .task ↓{
                    await feed.reload()
                    feed.markFresh()
                }
                .refreshable ↓{
                    await feed.reload()
                    feed.markFresh()
                }
            }
        }
        """))
        XCTAssertNotNil(finding.fix)
        XCTAssertNil(finding.noFixReason)
    }
}
