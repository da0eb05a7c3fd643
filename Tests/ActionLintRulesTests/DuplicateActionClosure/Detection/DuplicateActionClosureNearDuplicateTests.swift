import ActionLintCore
import XCTest

/// A body that equals another once its leading `guard … else { return }` (or an `if` around the
/// whole body) is removed: one action only when the unguarded site cannot run unless the guard
/// holds (disabled exactly when it would fail, or inside an `if` with it) — then found, and safe
/// to fix. Otherwise the guarded site and the unguarded one are two actions: no finding, and no
/// fix that would drop or add a condition at a site.
final class DuplicateActionClosureNearDuplicateTests: XCTestCase {
    static func guardedView(disabled modifier: String) -> String {
        """
        struct NewListView: View {
            @State private var name = ""
            @State private var isHovered = false
            @State private var lists = ListStore()

            var body: some View {
                Form {
                    TextField("Name", text: $name)
                        .onSubmit ↓{
                            guard !name.isEmpty else { return }
                            lists.create(named: name)
                            name = ""
                        }
                    Button("Create") ↓{
                        lists.create(named: name)
                        name = ""
                    }
                    \(modifier)
                }
            }
        }
        """
    }

    func testGuardPrefixWithMatchingDisabledIsSafe() throws {
        let finding = try XCTUnwrap(GroupAssertion.assertOneGroup(Self.guardedView(disabled: ".disabled(name.isEmpty)")))
        XCTAssertTrue(finding.message.contains("apart from a leading `guard` or wrapping `if`"), finding.message)
        XCTAssertEqual(finding.fix?.applicability, .safe)
    }

    func testGuardPrefixSeesDisabledAfterOtherModifiersAndTheirClosures() throws {
        let modifier = """
        .buttonStyle(.borderedProminent)
                            .contextMenu { Button("Clear") { name = "" } }
                            .disabled(self.name.isEmpty)
        """
        let finding = try XCTUnwrap(GroupAssertion.assertOneGroup(Self.guardedView(disabled: modifier)))
        XCTAssertEqual(finding.fix?.applicability, .safe)
    }

    func testGuardPrefixSeesDisabledAfterAModifierTakingAClosureArgument() throws {
        let modifier = """
        .onHover(perform: { hovering in isHovered = hovering })
                            .disabled(name.isEmpty)
        """
        let finding = try XCTUnwrap(GroupAssertion.assertOneGroup(Self.guardedView(disabled: modifier)))
        XCTAssertEqual(finding.fix?.applicability, .safe)
    }

    func testGuardPrefixWithoutDisabledIsTwoActions() {
        GroupAssertion.assertNoFinding(Self.guardedView(disabled: ".padding()").replacingOccurrences(of: "↓", with: ""))
    }

    func testGuardPrefixWithANonMatchingDisabledIsTwoActions() {
        GroupAssertion.assertNoFinding(
            Self.guardedView(disabled: ".disabled(name.count > 40)").replacingOccurrences(of: "↓", with: ""))
    }

    func testDisabledDoesNotCoverLifecycleActions() {
        // `.disabled` greys out the list but `.onAppear` still runs: without the guard it would
        // search for an empty query, with it it would not.
        GroupAssertion.assertNoFinding("""
        struct SearchView: View {
            @State private var query = ""
            @State private var results = SearchResults()

            var body: some View {
                VStack {
                    Button("Search") {
                        guard !query.isEmpty else { return }
                        results.search(query)
                        results.highlight(query)
                    }
                    List(results.items) { item in
                        Text(item.title)
                    }
                    .onAppear {
                        results.search(query)
                        results.highlight(query)
                    }
                    .disabled(query.isEmpty)
                }
            }
        }
        """)
    }

    /// "Upload now" has no `.disabled`: the `if` is not proven there, so "Upload" is another
    /// action; the two Buttons that run the same code unconditionally are one, and safe.
    func testAnUnprovenIfWrapLeavesTheExactRepeats() throws {
        let marked = """
        struct UploadView: View {
            @State private var uploader = Uploader()

            var body: some View {
                VStack {
                    Button("Upload") {
                        if uploader.isReady {
                            uploader.start()
                            uploader.notify()
                        }
                    }
                    Button("Retry") ↓{
                        uploader.start()
                        uploader.notify()
                    }
                    .disabled(!uploader.isReady)
                    Button("Upload now") ↓{
                        uploader.start()
                        uploader.notify()
                    }
                }
            }
        }
        """
        let finding = try XCTUnwrap(GroupAssertion.assertOneGroup(marked))
        XCTAssertFalse(finding.message.contains("wrapping `if`"), finding.message)
        XCTAssertEqual(finding.fix?.applicability, .safe)
    }

    func testIfWrapWithEveryUnguardedSiteDisabledIsSafe() throws {
        let marked = """
        struct UploadView: View {
            @State private var uploader = Uploader()

            var body: some View {
                Button("Upload") ↓{
                    if uploader.isReady {
                        uploader.start()
                        uploader.notify()
                    }
                }
                .keyboardShortcut("u")
                Button("Retry") ↓{
                    uploader.start()
                    uploader.notify()
                }
                .disabled(!uploader.isReady)
            }
        }
        """
        let finding = try XCTUnwrap(GroupAssertion.assertOneGroup(marked))
        XCTAssertEqual(finding.fix?.applicability, .safe)
    }

    func testIfWithElseIsNotAWrap() {
        GroupAssertion.assertNoFinding("""
        struct UploadView: View {
            @State private var uploader = Uploader()

            var body: some View {
                VStack {
                    Button("Upload") {
                        if uploader.isReady {
                            uploader.start()
                            uploader.notify()
                        } else {
                            uploader.prepare()
                        }
                    }
                    Button("Retry") {
                        uploader.start()
                        uploader.notify()
                    }
                }
            }
        }
        """)
    }

    func testGuardThatBindsANameTheRestReadsIsNotANearDuplicate() {
        // `item` after `guard let item = selection` is the selection, not the `item` property the
        // second button deletes: the two actions differ.
        GroupAssertion.assertNoFinding("""
        struct ShelfView: View {
            @State private var shelf = Shelf()
            @State private var item = Book.placeholder
            @State private var selection: Book?

            var body: some View {
                VStack {
                    Button("Delete selected") {
                        guard let item = selection else { return }
                        shelf.remove(item)
                        shelf.save()
                    }
                    Button("Delete current") {
                        shelf.remove(item)
                        shelf.save()
                    }
                    Button("Remove shown") {
                        if case .some(let item) = selection {
                            shelf.remove(item)
                            shelf.save()
                        }
                    }
                }
            }
        }
        """)
    }

    /// The guard binds names the rest never reads; the unguarded Button sits in a builder `if`
    /// binding the same names from the same values, so it cannot run without them.
    func testGuardThatBindsANameTheRestDoesNotReadIsStillANearDuplicate() throws {
        let marked = """
        struct ShelfView: View {
            @State private var shelf = Shelf()
            @State private var selection: Book?

            var body: some View {
                VStack {
                    Button("Archive") ↓{
                        guard let _ = selection, let shelfID = shelf.id else { return }
                        shelf.archiveAll()
                        shelf.save()
                    }
                    if let _ = selection, let shelfID = shelf.id {
                        Button("Archive all") ↓{
                            shelf.archiveAll()
                            shelf.save()
                        }
                        Text(shelfID)
                    }
                }
            }
        }
        """
        let finding = try XCTUnwrap(GroupAssertion.assertOneGroup(marked))
        XCTAssertEqual(finding.fix?.applicability, .safe)
    }

    /// A string interpolation in the condition: its `)` closes no bracket of the guard, so the
    /// `else { return }` is still found and the rest repeats the other button's body.
    func testGuardWhoseConditionInterpolatesIsANearDuplicate() throws {
        let marked = """
        struct DraftView: View {
            @State private var store = DraftStore()
            @State private var title = ""
            let prefix: String

            var body: some View {
                Form {
                    Button("Publish") ↓{
                        guard title != "\\(prefix) draft" else { return }
                        store.publish(title)
                        store.save()
                    }
                    Button("Publish now") ↓{
                        store.publish(title)
                        store.save()
                    }
                    .disabled(title == "\\(prefix) draft")
                }
            }
        }
        """
        XCTAssertNotNil(GroupAssertion.assertOneGroup(marked))
    }

    /// Three actions: each guard is its own condition, and the unguarded Button runs always.
    func testSitesGuardedByDifferentConditionsAreNotOneAction() {
        let marked = """
        struct CheckoutView: View {
            @State private var cart = Cart()

            var body: some View {
                VStack {
                    Button("Pay") {
                        guard cart.isValid else { return }
                        cart.pay()
                        cart.clear()
                    }
                    Button("Pay now") {
                        cart.pay()
                        cart.clear()
                    }
                    Button("Express") {
                        guard cart.hasCard else { return }
                        cart.pay()
                        cart.clear()
                    }
                }
            }
        }
        """
        GroupAssertion.assertNoFinding(marked)
    }
}
