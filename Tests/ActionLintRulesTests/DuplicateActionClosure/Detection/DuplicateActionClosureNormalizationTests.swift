import XCTest

/// What the comparison ignores (unused parameters, `self.`, `;`, comments, white space) and
/// what it never ignores (any identifier or literal).
final class DuplicateActionClosureNormalizationTests: XCTestCase {
    func testUnusedParametersDoNotMatter() {
        GroupAssertion.assertOneGroup("""
        struct TimelineView: View {
            @State private var model = TimelineModel()
            @State private var query = ""

            var body: some View {
                List(model.posts) { post in
                    Text(post.title)
                }
                .onAppear ↓{
                    model.reload()
                    model.scrollToTop()
                }
                .onReceive(model.ticker) ↓{ _ in
                    model.reload()
                    model.scrollToTop()
                }
                .onChange(of: query) ↓{ _, _ in
                    model.reload()
                    model.scrollToTop()
                }
            }
        }
        """)
    }

    func testNamedButUnreadParametersDoNotMatterEither() {
        GroupAssertion.assertOneGroup("""
        struct SearchView: View {
            @State private var query = ""
            @State private var results = Results()

            var body: some View {
                TextField("Search", text: $query)
                    .onChange(of: query) ↓{ oldValue, newValue in
                        results.search(query)
                        results.highlight(query)
                    }
                    .onSubmit ↓{
                        results.search(query)
                        results.highlight(query)
                    }
            }
        }
        """)
    }

    func testSelfSemicolonsCommentsAndWhiteSpaceAreIgnored() {
        GroupAssertion.assertOneGroup("""
        struct CounterView: View {
            @State private var count = 0
            @State private var history: [Int] = []

            var body: some View {
                HStack {
                    Button("Add") ↓{
                        count += 1
                        history.append(count)
                    }
                    Button("Add again") ↓{ self.count  +=  1; /* keep the log */ self.history.append(self.count) }
                    Text("\\(count)")
                        .onTapGesture ↓{
                            // Tapping the number counts too.
                            self.count += 1;
                            history
                                .append(count)
                        }
                }
            }
        }
        """)
    }

    func testBodiesDifferingByOneIdentifierAreNotDuplicates() {
        GroupAssertion.assertNoFinding("""
        struct PlayerView: View {
            @State private var player = Player()

            var body: some View {
                HStack {
                    Button("Back") {
                        player.skip(by: -15)
                        player.showControls()
                    }
                    Button("Forward") {
                        player.skip(by: -15)
                        player.hideControls()
                    }
                }
            }
        }
        """)
    }

    /// `15` and `15` but `-15` (one more token): only the two `15`s, which differ in one string,
    /// are the same action with a parameter.
    func testBodiesDifferingByOneLiteralAreNearDuplicatesWithAParameter() {
        let finding = GroupAssertion.assertOneGroup("""
        struct PlayerView: View {
            @State private var player = Player()

            var body: some View {
                HStack {
                    Button("Back") {
                        player.skip(by: -15)
                        player.log("skip")
                    }
                    Button("Forward") ↓{
                        player.skip(by: 15)
                        player.log("skip")
                    }
                    Button("Forward again") ↓{
                        player.skip(by: 15)
                        player.log("skip ")
                    }
                }
            }
        }
        """)
        XCTAssertEqual(finding?.fix?.title, "Extract the duplicated action into a method `skip(text:)`")
    }

    func testSelfOnAMemberOfAnotherValueIsNotDropped() {
        // `model.self.value` keeps its `self`: only a `self.` that starts a member access is noise,
        // so it must not collapse into `model.value`.
        GroupAssertion.assertNoFinding("""
        struct MirrorView: View {
            @State private var model = Model()

            var body: some View {
                VStack {
                    Button("One") {
                        model.apply(model.self.value)
                        model.save()
                    }
                    Button("Two") {
                        model.apply(model.value)
                        model.save()
                    }
                }
            }
        }
        """)
    }
}
