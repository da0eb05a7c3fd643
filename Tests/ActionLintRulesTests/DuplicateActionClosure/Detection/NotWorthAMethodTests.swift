import ActionLintCore
import ActionLintTestSupport
import XCTest

/// Real repeats that are not worth a method, each a shape seen in public apps: sites only one of
/// which any build compiles, opposite events sharing a guard and one call, and closures of a
/// class that is no view.
final class NotWorthAMethodTests: XCTestCase {
    /// `#if os(iOS)` / `#else`: one branch is compiled on each platform.
    func testTheSameActionInTwoBranchesOfAnIfIsNoRepeat() {
        GroupAssertion.assertNoFinding("""
        struct ShareButton: View {
            @State private var model = ShareModel()

            var body: some View {
                #if os(iOS)
                Button("Share") {
                    model.prepare()
                    model.presentShareSheet()
                }
                #else
                Button("Share…") {
                    model.prepare()
                    model.presentShareSheet()
                }
                .buttonStyle(.link)
                #endif
            }
        }
        """)
    }

    /// A third site outside the `#if` repeats each branch's on its platform: the group keeps
    /// every site that compiles with another (the two branches never pair with each other).
    func testASiteOutsideTheIfPairsWithEachBranch() {
        GroupAssertion.assertOneGroup("""
        struct ShareButton: View {
            @State private var model = ShareModel()

            var body: some View {
                VStack {
                    #if os(iOS)
                    Button("Share") ↓{
                        model.prepare()
                        model.presentShareSheet()
                    }
                    #elseif os(macOS)
                    Button("Share…") ↓{
                        model.prepare()
                        model.presentShareSheet()
                    }
                    #endif
                    Text("Share this list")
                        .onTapGesture ↓{
                            model.prepare()
                            model.presentShareSheet()
                        }
                }
            }
        }
        """)
    }

    /// The fix of a group with sites in both branches of an `#if` and one outside rewrites all
    /// three, and each configuration compiles: the stub type-checks the `#else` build as it
    /// stands and the `#if` build with the condition turned round.
    func testSitesInBothBranchesAndOutsideAreFixedInEveryConfiguration() throws {
        try FixGolden.assertTypeCheckedFixture("IfBranchSites")
        let fixed = try FixFixtures.text("IfBranchSites.fixed.swift")
        XCTAssertEqual(fixed.components(separatedBy: "action: save)").count - 1, 2, fixed)
        let otherBuild = fixed.replacingOccurrences(of: "#if os(macOS)", with: "#if !os(macOS)")
        XCTAssertNotEqual(otherBuild, fixed)
        SwiftUITypeCheck.assertTypeChecks(otherBuild, name: "IfBranchSitesOtherBuild.swift")
    }

    /// `.onAppear` and `.onChange(of:)` assigning one value no call computes: one reaction that
    /// also runs at the start (`.onChange(of:initial: true)`), not a method.
    func testOneAssignmentOnAppearAndOnChangeIsOneReaction() {
        GroupAssertion.assertNoFinding("""
        struct ImportSheet: View {
            @State private var observer = LinkObserver()
            @State private var isAddingSource = false

            var body: some View {
                Text("Sources")
                    .onChange(of: observer.kind) { _ in
                        isAddingSource = observer.kind == .source
                    }
                    .onAppear {
                        isAddingSource = observer.kind == .source
                    }
            }
        }
        """)
    }

    /// The same pair sharing one plain statement that reads its value through a call: still the
    /// one reaction `.onChange(of:initial: true)` spells. A formula there is logic worth a name,
    /// and the same line in `.onAppear` and `.onReceive` is derived state two reactions recompute.
    static func progressBar(_ statement: String, firstReaction: String = ".onAppear") -> String {
        """
        struct ReadingProgressBar: View {
            @State private var barWidth: CGFloat = 0
            let inset: CGFloat = 4
            let resized = NotificationCenter.default.publisher(for: .init("ProgressBarResized"))

            var body: some View {
                GeometryReader { proxy in
                    Capsule()
                        \(firstReaction) ↓{
                            \(statement)
                        }
                        .onChange(of: proxy.size) ↓{ _ in
                            \(statement)
                        }
                }
            }
        }
        """
    }

    func testOneStatementReadThroughACallOnAppearAndOnChangeIsOneReaction() {
        let read = "barWidth = proxy.frame(in: .global).width"
        GroupAssertion.assertNoFinding(DuplicateFindings.expectedGroup(Self.progressBar(read)).code)
        GroupAssertion.assertOneGroup(Self.progressBar("barWidth = proxy.frame(in: .global).width - inset * 2"))
        GroupAssertion.assertOneGroup(Self.progressBar(read, firstReaction: ".onReceive(resized)"))
    }

    /// `.task` and `.onChange(of:)` running one guarded load, the synchronous reaction in the
    /// `Task` it needs: `.task(id:)` in SwiftUI's words, not a method. A third reaction, or a
    /// second statement, is worth one.
    static func feedLoader(thirdReaction: Bool = false, alsoCounts: Bool = false) -> String {
        let count = alsoCounts ? "\n                    loads += 1" : ""
        let third = thirdReaction ? """

                .onReceive(refreshed) ↓{ _ in
                    Task {
                        if !hasLoaded {
                            await load()
                        }\(count)
                    }
                }
        """ : ""
        return """
        struct FeedView: View {
            @State private var filter = FeedFilter.all
            @State private var hasLoaded = false
            @State private var loads = 0
            let refreshed = NotificationCenter.default.publisher(for: .init("FeedRefreshed"))

            var body: some View {
                List { Text("Feed") }
                    .task ↓{
                        if !hasLoaded {
                            await load()
                        }\(count)
                    }
                    .onChange(of: filter) ↓{ _ in
                        Task {
                            if !hasLoaded {
                                await load()
                            }\(count)
                        }
                    }\(third)
            }

            private func load() async {
                hasLoaded = true
            }
        }
        """
    }

    func testAGuardedLoadInTaskAndOnChangeIsOneReaction() {
        GroupAssertion.assertNoFinding(DuplicateFindings.expectedGroup(Self.feedLoader()).code)
        GroupAssertion.assertOneGroup(Self.feedLoader(thirdReaction: true))
        GroupAssertion.assertOneGroup(Self.feedLoader(alsoCounts: true))
    }

    /// Transport buttons each awaiting one call of the player with their own direction: the
    /// `Task` only lets a button call the async method, which already names the action.
    func testOneAwaitedCallInATaskIsTrivialAtEverySite() {
        let code = DuplicateFindings.expectedGroup("""
        struct TransportControls: View {
            @State private var player = AudioPlayer()

            var body: some View {
                HStack {
                    Button("Back") ↓{ Task { await player.seek(.backward) } }
                    Button("Restart") ↓{ Task { await player.seek(.start) } }
                    Button("Forward") ↓{ Task { await player.seek(.forward) } }
                }
            }
        }
        """)
        GroupAssertion.assertNoFinding(code.code)
        XCTAssertEqual(DuplicateFindings.sites(of: code.code, configuration: .thresholds(reportTrivial: true)),
                       [code.sites])
    }

    /// A model's method called with the bindings each site passes: the extracted
    /// `updateRole(_:_:)` would forward them to `updateRole(for:with:)`, adding nothing. The
    /// same call reading two values of the view's own state is worth a method.
    func testOneCallForwardingEachSitesBindingsIsTrivial() {
        let view = { (arguments: String) in
            """
            struct TeamView: View {
                @State private var viewModel = TeamViewModel()
                @State private var selectedMember = Member(id: 0, name: "")
                @State private var selectedRole = Role.viewer

                var body: some View {
                    List(viewModel.members) { member in
                        Menu(member.name) {
                            ForEach(Role.allCases) { role in
                                Button(role.rawValue) ↓{ viewModel.updateRole(\(arguments)) }
                            }
                        }
                        .contextMenu {
                            ForEach(Role.allCases) { role in
                                Button(role.rawValue) ↓{ viewModel.updateRole(\(arguments)) }
                            }
                        }
                    }
                }
            }
            """
        }
        GroupAssertion.assertNoFinding(DuplicateFindings.expectedGroup(view("for: member, with: role")).code)
        GroupAssertion.assertOneGroup(view("for: selectedMember, with: selectedRole"))
    }

    /// Follow and unfollow share a guard and hand one callback opposite values: two intents.
    func testOppositeEventsSharingAGuardAndOneCallAreTwoActions() {
        GroupAssertion.assertNoFinding("""
        struct ProfileHeader: View {
            let user: User?
            var onFollowChange: (User, Bool) -> Void

            var body: some View {
                HStack {
                    Button("Follow") {
                        guard let user else { return }
                        onFollowChange(user, true)
                    }
                    Button("Unfollow") {
                        guard let user else { return }
                        onFollowChange(user, false)
                    }
                }
            }
        }
        """)
    }

    /// The same with more after the guard than one call is worth a method.
    func testOppositeEventsSharingMoreThanTheGuardAndOneCallAreReported() {
        GroupAssertion.assertOneGroup("""
        struct ProfileHeader: View {
            @State private var model = ProfileModel()

            var body: some View {
                HStack {
                    Button("Follow") ↓{
                        guard model.canFollow else { return }
                        model.setFollowing(true)
                        model.refreshCounts()
                    }
                    Button("Unfollow") ↓{
                        guard model.canFollow else { return }
                        model.setFollowing(false)
                        model.refreshCounts()
                    }
                }
            }
        }
        """)
    }

    /// `Task { await … }` around one call, at two controls: one call.
    func testOneCallInATaskIsTrivial() {
        GroupAssertion.assertNoFinding("""
        struct ObjectActions: View {
            @State private var model = ObjectModel()

            var body: some View {
                Menu("Actions") {
                    Button("Copy link") { Task { await model.perform(action: .copyLink) } }
                    Button("Copy") { Task { await model.perform(action: .copyLink) } }
                }
            }
        }
        """)
    }

    /// A view model that builds an `AnyView` is no view: its closures are its own logic.
    func testAClassThatIsNoViewIsNotLinted() {
        GroupAssertion.assertNoFinding("""
        final class ShareViewModel: ObservableObject {
            @Published var copied = false
            @Published var link = ""

            func menu() -> AnyView {
                AnyView(VStack {
                    Button("Copy") {
                        copied = true
                        UIPasteboard.general.string = link
                    }
                    Button("Copy link") {
                        copied = true
                        UIPasteboard.general.string = link
                    }
                })
            }
        }
        """)
    }

    /// The same class made a view by an extension in its file is linted.
    func testAClassMadeAViewByAnExtensionIsLinted() {
        GroupAssertion.assertOneGroup("""
        final class ShareCard {
            var copied = false
            var link = ""
        }

        extension ShareCard: View {
            var body: some View {
                VStack {
                    Button("Copy") ↓{
                        copied = true
                        UIPasteboard.general.string = link
                    }
                    Button("Copy link") ↓{
                        copied = true
                        UIPasteboard.general.string = link
                    }
                }
            }
        }
        """)
    }

    /// Two reactions that coincide in shape: a merge would compare a passed flag inside the
    /// member (`if newValue == flag`) and pass more values than it has statements.
    func testReactionsThatOnlyCoincideInShapeAreNotMerged() {
        GroupAssertion.assertNoFinding("""
        struct UninstallView: View {
            @State private var deep = false
            @State private var keep = false
            @State private var alert = AlertKind.keepData
            @State private var showing = false

            var body: some View {
                Form {
                    Toggle("Deep", isOn: $deep)
                    Toggle("Keep", isOn: $keep)
                }
                .onChange(of: deep) { _, newValue in
                    if newValue == true {
                        alert = .deepUninstall
                        showing = true
                    }
                }
                .onChange(of: keep) { _, newValue in
                    if newValue == false {
                        alert = .keepData
                        showing = true
                    }
                }
            }
        }
        """)
    }

    /// Arrow keys moving focus between three controls: the sites differ in the case they match
    /// (`case .right:` / `case .left:`), so each reacts to its own event, and a merge would match
    /// a passed direction inside the member. Reported with `reportTrivial`, and when the sites
    /// match the same case (one reaction, repeated).
    static func focusRow(_ first: String, _ second: String) -> String {
        """
        struct PlaybackControls: View {
            @FocusState private var focus: Control?

            var body: some View {
                HStack {
                    Button("Back") { }
                        .focused($focus, equals: .back)
                        .onMoveCommand ↓{ direction in
                            switch direction {
                            case \(first):
                                focus = .play
                                announce(.play)
                            default: break
                            }
                        }
                    Button("Play") { }
                        .focused($focus, equals: .play)
                    Button("Forward") { }
                        .focused($focus, equals: .forward)
                        .onMoveCommand ↓{ direction in
                            switch direction {
                            case \(second):
                                focus = .play
                                announce(.play)
                            default: break
                            }
                        }
                }
            }

            private func announce(_ control: Control) {}
        }
        """
    }

    func testSitesMatchingDifferentCasesAreTwoReactions() {
        GroupAssertion.assertNoFinding(DuplicateFindings.expectedGroup(Self.focusRow(".right", ".left")).code)
        GroupAssertion.assertOneGroup(Self.focusRow(".right", ".left"),
                                      configuration: .thresholds(reportTrivial: true))
        GroupAssertion.assertOneGroup(Self.focusRow(".right", ".right"))
    }

    /// `if case .mailbox(.inbox) = route` / `.mailbox(.archive)`: the same, spelled as a
    /// condition. (A bare `if case .up = direction` never differs in a value: `.up =` is code.)
    func testSitesTestingDifferentCasesInAnIfCaseAreTwoReactions() {
        let mailboxes = { (first: String, second: String) in
            """
            struct MailboxesView: View {
                @State private var router = Router()
                @State private var unread = 0

                var body: some View {
                    VStack {
                        InboxList()
                            .onReceive(router.$route) ↓{ route in
                                if case .mailbox(\(first)) = route {
                                    unread = 0
                                }
                                router.markVisited()
                            }
                        ArchiveList()
                            .onReceive(router.$route) ↓{ route in
                                if case .mailbox(\(second)) = route {
                                    unread = 0
                                }
                                router.markVisited()
                            }
                    }
                }
            }
            """
        }
        GroupAssertion.assertNoFinding(DuplicateFindings.expectedGroup(mailboxes(".inbox", ".archive")).code)
        GroupAssertion.assertOneGroup(mailboxes(".inbox", ".inbox"))
    }

    /// A view's own helper taking an update closure, called with one statement by two editors:
    /// the helper already names the update, as `withAnimation` names an animation. A third
    /// editor makes the repeat worth a method; so does a statement beside the helper's call.
    static func reminderEditor(thirdSite: Bool = false, alsoSaves: Bool = false) -> String {
        let save = alsoSaves ? "\n                    onSave()" : ""
        let third = thirdSite ? """
                    TitleHistory(onRestore: ↓{ title in
                        performUpdate { $0.title = title }\(save)
                    })
        """ : ""
        return """
        struct ReminderEditor: View {
            @State private var reminder = Reminder()
            let onSave: () -> Void

            var body: some View {
                VStack {
                    TitleField(title: reminder.title, onCommit: ↓{ title in
                        performUpdate { $0.title = title }\(save)
                    })
                    TitleSuggestions(onPick: ↓{ title in
                        performUpdate { $0.title = title }\(save)
                    })
        \(third)
                }
            }

            private func performUpdate(_ update: (inout Reminder) -> Void) {
                update(&reminder)
            }
        }
        """
    }

    func testOneStatementInAnUpdateHelperIsTrivialAtTwoSites() {
        let code = DuplicateFindings.expectedGroup(Self.reminderEditor()).code
        GroupAssertion.assertNoFinding(code)
        GroupAssertion.assertOneGroup(Self.reminderEditor(), configuration: .thresholds(reportTrivial: true))
        GroupAssertion.assertOneGroup(Self.reminderEditor(thirdSite: true))
        GroupAssertion.assertOneGroup(Self.reminderEditor(alsoSaves: true))
    }

    /// One value passed to a body of several statements is a parameter a reviewer accepts.
    func testOneValuePassedToSeveralStatementsIsReported() {
        GroupAssertion.assertOneGroup("""
        struct LayoutPicker: View {
            @State private var layout = Layout.grid
            @State private var changes = 0

            var body: some View {
                HStack {
                    Button("Grid") ↓{
                        layout = .grid
                        changes += 1
                    }
                    Button("List") ↓{
                        layout = .list
                        changes += 1
                    }
                }
            }
        }
        """)
    }

    /// Two generic helpers of a `View` extension: each `item: T` is its own function's binding
    /// and its own `T`, so the sites are two APIs however alike their text.
    func testParametersOfTwoGenericFunctionsAreTwoBindings() {
        GroupAssertion.assertNoFinding("""
        extension View {
            func deleteButton<T: Identifiable>(item: T, store: Store<T>) -> some View {
                Button("Delete") {
                    store.remove(item)
                    store.save()
                }
            }

            func archiveButton<U: Identifiable>(item: U, store: Store<U>) -> some View {
                Button("Archive") {
                    store.remove(item)
                    store.save()
                }
            }
        }
        """)
    }

    /// Buttons that only choose a value, each writing its own case to the same property (in an
    /// animation), are a picker written as buttons: `setFrequency(.weekly)` says no more than
    /// `frequency = .weekly`.
    func testButtonsThatOnlyChooseAValueAreAPicker() {
        GroupAssertion.assertNoFinding("""
        struct ReminderFrequencyPicker: View {
            @State private var frequency = ReminderFrequency.daily

            var body: some View {
                HStack {
                    Button("Daily") {
                        withAnimation(.easeInOut(duration: 0.2)) {
                            frequency = .daily
                        }
                    }
                    Button("Weekly") {
                        withAnimation(.easeInOut(duration: 0.2)) {
                            frequency = .weekly
                        }
                    }
                    Button("Monthly") {
                        withAnimation(.easeInOut(duration: 0.2)) {
                            frequency = .monthly
                        }
                    }
                }
            }
        }
        """)
    }

    /// Two flags written together from one choice (pause and resume) are still only a choice.
    func testWritingTheChosenFlagToTwoPropertiesIsAPicker() {
        GroupAssertion.assertNoFinding("""
        struct KeyboardToggle: View {
            @State private var isKeyboardShown = false
            @State private var isKeyboardRequested = false

            var body: some View {
                if isKeyboardShown {
                    Button("Hide Keyboard") {
                        isKeyboardShown = false
                        isKeyboardRequested = false
                    }
                } else {
                    Button("Show Keyboard") {
                        isKeyboardShown = true
                        isKeyboardRequested = true
                    }
                }
            }
        }
        """)
    }

    /// The same choice that also does work with it (rescheduling the reminders) is one action
    /// the options must keep alike: reported.
    func testAChoiceThatAlsoDoesWorkIsReported() {
        GroupAssertion.assertOneGroup("""
        struct ReminderFrequencyPicker: View {
            @State private var frequency = ReminderFrequency.daily
            let scheduler: ReminderScheduler

            var body: some View {
                HStack {
                    Button("Daily") ↓{
                        withAnimation(.easeInOut(duration: 0.2)) {
                            frequency = .daily
                        }
                        scheduler.reschedule(every: .daily)
                    }
                    Button("Weekly") ↓{
                        withAnimation(.easeInOut(duration: 0.2)) {
                            frequency = .weekly
                        }
                        scheduler.reschedule(every: .weekly)
                    }
                }
            }
        }
        """)
    }

    /// Two links that each unwrap their URL and open it: the unwrap is one layer around a call
    /// that already names the action (`openURL`), as an animation would be.
    func testTwoLinksUnwrappingAndOpeningTheirURLAreNoMethod() {
        GroupAssertion.assertNoFinding("""
        struct SupportSection: View {
            @Environment(\\.openURL) private var openURL

            var body: some View {
                Section("Support") {
                    Button("Report an Issue") {
                        if let url = URL(string: "https://example.org/issues") {
                            openURL(url)
                        }
                    }
                    Button("Email Us") {
                        if let url = URL(string: "mailto:help@example.org") {
                            openURL(url)
                        }
                    }
                }
            }
        }
        """)
    }

    /// The same unwrap at three sites is one more layer each site repeats: reported.
    func testThreeLinksUnwrappingAndOpeningTheirURLAreReported() {
        GroupAssertion.assertOneGroup("""
        struct SupportSection: View {
            @Environment(\\.openURL) private var openURL

            var body: some View {
                Section("Support") {
                    Button("Report an Issue") ↓{
                        if let url = URL(string: "https://example.org/issues") {
                            openURL(url)
                        }
                    }
                    Button("Documentation") ↓{
                        if let url = URL(string: "https://example.org/docs") {
                            openURL(url)
                        }
                    }
                    Button("Email Us") ↓{
                        if let url = URL(string: "mailto:help@example.org") {
                            openURL(url)
                        }
                    }
                }
            }
        }
        """)
    }
}
