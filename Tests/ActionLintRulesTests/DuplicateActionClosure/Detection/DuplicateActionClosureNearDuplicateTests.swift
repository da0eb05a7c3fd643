import ActionLintCore
import XCTest

/// A body that equals another once its leading `guard … else { return }` (or an `if` around the
/// whole body) is removed: found, and safe to fix only when the unguarded site is disabled
/// exactly when the guard would fail.
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

    func testGuardPrefixWithoutDisabledIsUnsafe() throws {
        let finding = try XCTUnwrap(GroupAssertion.assertOneGroup(Self.guardedView(disabled: ".padding()")))
        XCTAssertEqual(finding.fix?.applicability, .unsafe)
    }

    func testGuardPrefixWithANonMatchingDisabledIsUnsafe() throws {
        let finding = try XCTUnwrap(GroupAssertion.assertOneGroup(Self.guardedView(disabled: ".disabled(name.count > 40)")))
        XCTAssertEqual(finding.fix?.applicability, .unsafe)
    }

    func testDisabledDoesNotCoverLifecycleActions() throws {
        // `.disabled` greys out the list but `.onAppear` still runs: without the guard it would
        // search for an empty query, with it it would not.
        let finding = try XCTUnwrap(GroupAssertion.assertOneGroup("""
        struct SearchView: View {
            @State private var query = ""
            @State private var results = SearchResults()

            var body: some View {
                VStack {
                    Button("Search") ↓{
                        guard !query.isEmpty else { return }
                        results.search(query)
                        results.highlight(query)
                    }
                    List(results.items) { item in
                        Text(item.title)
                    }
                    .onAppear ↓{
                        results.search(query)
                        results.highlight(query)
                    }
                    .disabled(query.isEmpty)
                }
            }
        }
        """))
        XCTAssertEqual(finding.fix?.applicability, .unsafe)
    }

    func testIfWrapIsANearDuplicate() throws {
        let marked = """
        struct UploadView: View {
            @State private var uploader = Uploader()

            var body: some View {
                VStack {
                    Button("Upload") ↓{
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
        XCTAssertTrue(finding.message.contains("wrapping `if`"), finding.message)
        // "Upload now" has no `.disabled`: extracting the `if` would change what it does.
        XCTAssertEqual(finding.fix?.applicability, .unsafe)
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
                    Button("Archive all") ↓{
                        shelf.archiveAll()
                        shelf.save()
                    }
                }
            }
        }
        """
        let finding = try XCTUnwrap(GroupAssertion.assertOneGroup(marked))
        XCTAssertEqual(finding.fix?.applicability, .unsafe)
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
                }
            }
        }
        """
        XCTAssertNotNil(GroupAssertion.assertOneGroup(marked))
    }

    func testSitesGuardedByDifferentConditionsHaveNoFix() throws {
        let marked = """
        struct CheckoutView: View {
            @State private var cart = Cart()

            var body: some View {
                VStack {
                    Button("Pay") ↓{
                        guard cart.isValid else { return }
                        cart.pay()
                        cart.clear()
                    }
                    Button("Pay now") ↓{
                        cart.pay()
                        cart.clear()
                    }
                    Button("Express") ↓{
                        guard cart.hasCard else { return }
                        cart.pay()
                        cart.clear()
                    }
                }
            }
        }
        """
        let finding = try XCTUnwrap(GroupAssertion.assertOneGroup(marked))
        XCTAssertNil(finding.fix)
        XCTAssertEqual(finding.noFixReason, "the sites are guarded by different conditions")
    }
}
