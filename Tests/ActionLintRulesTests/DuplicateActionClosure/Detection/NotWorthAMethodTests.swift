import ActionLintCore
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

    /// A third site outside the `#if` repeats the first branch's (and would the other's on the
    /// other platform): the group keeps the sites one build compiles together.
    func testASiteOutsideTheIfStillPairsWithOneBranch() {
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
                    Button("Share…") {
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
}
