import ActionLintCore
import XCTest

/// Messages spell each API as it is written, count like sites instead of repeating them, and do
/// not offer an extraction when there is no fix.
final class DuplicateMessageWordingTests: XCTestCase {
    func testAPIsAreSpelledAsWritten() throws {
        let finding = try XCTUnwrap(GroupAssertion.assertOneGroup("""
        struct FeedView: View {
            @State private var model = FeedModel()
            @State private var filter = Filter.all

            var body: some View {
                List(model.posts) { post in Text(post.title) }
                    .onChange(of: filter) ↓{ _, _ in
                        model.reload()
                        model.markSeen()
                    }
                    .onReceive(model.timer) ↓{ _ in
                        model.reload()
                        model.markSeen()
                    }
                    .task(id: filter) ↓{
                        model.reload()
                        model.markSeen()
                    }
            }
        }
        """))
        XCTAssertTrue(finding.message.hasPrefix("The `.onReceive(_:)` action repeats 2 other actions (`.onChange(of:)` at line 7 and `.task(id:)` at line 15)"),
                      finding.message)
        XCTAssertEqual(finding.related.map(\.message), ["also here: the `.onChange(of:)` action", "also here: the `.task(id:)` action"])
        XCTAssertFalse(finding.message.contains("(_:)` action repeats 2 other actions (`.onChange(_:)"), finding.message)
    }

    func testLikeSitesAreCounted() throws {
        let twoButtons = try XCTUnwrap(GroupAssertion.assertOneGroup("""
        struct CartView: View {
            @State private var cart = Cart()

            var body: some View {
                VStack {
                    Button("Checkout") ↓{ cart.checkout(); cart.clear() }
                    Button(action: ↓{ cart.checkout(); cart.clear() }) { Text("Buy now") }
                }
            }
        }
        """))
        // Labelled, the second one says which closure: the two are spelled differently.
        XCTAssertTrue(twoButtons.message.hasSuffix("pass it to both `Button` and `Button(action:)`"), twoButtons.message)

        let fourTaps = try XCTUnwrap(GroupAssertion.assertOneGroup("""
        struct AccountView: View {
            @State private var account = Account()

            var body: some View {
                VStack {
                    Text(account.email).onTapGesture ↓{ account.copyEmail(); account.logCopy() }
                    Text(account.name).onTapGesture ↓{ account.copyEmail(); account.logCopy() }
                    Image(systemName: "doc.on.doc").onTapGesture ↓{ account.copyEmail(); account.logCopy() }
                    Button("Copy") ↓{ account.copyEmail(); account.logCopy() }
                    Button("Copy email") ↓{ account.copyEmail(); account.logCopy() }
                }
            }
        }
        """))
        XCTAssertTrue(fourTaps.message.hasPrefix("The `.onTapGesture` action repeats 4 other actions"), fourTaps.message)
        XCTAssertTrue(fourTaps.message.hasSuffix("pass it to all 5: 3 `.onTapGesture` actions and 2 Buttons"), fourTaps.message)
    }

    func testSameAPIEverywhere() throws {
        let finding = try XCTUnwrap(GroupAssertion.assertOneGroup("""
        struct CartView: View {
            @State private var cart = Cart()

            var body: some View {
                VStack {
                    Button("Checkout") ↓{ cart.checkout(); cart.clear() }
                    Button("Buy now") ↓{ cart.checkout(); cart.clear() }
                    Button("Pay") ↓{ cart.checkout(); cart.clear() }
                }
            }
        }
        """))
        XCTAssertEqual(finding.message, "The `Button` action repeats 2 other Buttons (lines 6 and 8); "
            + "extract it into a method such as `checkout()` and pass it to all 3 Buttons")
    }

    func testNoFixMeansNoOfferToExtract() throws {
        let finding = try XCTUnwrap(GroupAssertion.assertOneGroup("""
        struct TagsView: View {
            @State private var model = TagsModel()

            var body: some View {
                ForEach(model.tags) { tag in
                    Button(tag.name) ↓{ model.select(tag); model.log(tag) }
                        .onLongPressGesture ↓{ model.select(tag); model.log(tag) }
                }
            }
        }
        """))
        XCTAssertNil(finding.fix)
        XCTAssertEqual(finding.message, "The `.onLongPressGesture` action repeats the `Button` action at line 6; extract it by hand")
        XCTAssertEqual(finding.noFixReason,
                       "the type of `tag` is not written in this file: the elements of `model.tags` have no declared type here")
    }

    func testASuppressedFixLeavesAMessageWithoutTheOffer() throws {
        let findings = DuplicateFindings.of("""
        struct CartView: View {
            @State private var cart = Cart()

            var body: some View {
                VStack {
                    Button("Checkout") { cart.checkout(); cart.clear() }
                    Button("Buy now") { cart.checkout(); cart.clear() }
                    // action-lint:disable duplicate-action-closure - the method would go below
                }
            }
        }
        """)
        let finding = try XCTUnwrap(findings.first)
        XCTAssertNil(finding.fix)
        XCTAssertEqual(finding.message, "The `Button` action repeats the `Button` action at line 6; extract it by hand")
        XCTAssertEqual(finding.noFixReason, "the fix would edit lines where `duplicate-action-closure` is disabled")
    }
}
