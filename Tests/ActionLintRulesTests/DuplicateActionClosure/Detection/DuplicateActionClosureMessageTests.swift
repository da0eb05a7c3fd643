import ActionLintCore
import XCTest

/// The suggested member name in the message: names the body really uses are avoided, words
/// inside its string literals are not names.
final class DuplicateActionClosureMessageTests: XCTestCase {
    func testWordsInsideStringLiteralsDoNotBlockAName() throws {
        let finding = try XCTUnwrap(GroupAssertion.assertOneGroup("""
        struct PhotoView: View {
            @State private var model = PhotoModel()

            var body: some View {
                Image(model.name)
                    .onTapGesture(count: 2) ↓{
                        model.zoom()
                        model.log("zoom")
                    }
                    .onLongPressGesture ↓{
                        model.zoom()
                        model.log("zoom")
                    }
            }
        }
        """))
        XCTAssertEqual(finding.message, "The `.onLongPressGesture` action repeats the `.onTapGesture(count:)` action at line 6; extract it into "
            + "a method such as `zoom()` and pass it to both `.onTapGesture(count:)` and `.onLongPressGesture`")
    }

    func testANameTheBodyCallsUnqualifiedIsAvoided() throws {
        let finding = try XCTUnwrap(GroupAssertion.assertOneGroup("""
        struct PhotoView: View {
            @State private var model = PhotoModel()

            var body: some View {
                Image(model.name)
                    .onTapGesture(count: 2) ↓{
                        model.zoom()
                        zoom()
                    }
                    .onLongPressGesture ↓{
                        model.zoom()
                        zoom()
                    }
            }
        }
        """))
        XCTAssertEqual(finding.message, "The `.onLongPressGesture` action repeats the `.onTapGesture(count:)` action at line 6; extract it into "
            + "a method such as `zoomAction()` and pass it to both `.onTapGesture(count:)` and `.onLongPressGesture`")
    }

    func testPropertyStyleSuggestsAProperty() throws {
        let finding = try XCTUnwrap(GroupAssertion.assertOneGroup("""
        struct CartView: View {
            @State private var cart = Cart()

            var body: some View {
                VStack {
                    Button("Checkout") ↓{
                        cart.checkout()
                        cart.clear()
                    }
                    Button("Buy now") ↓{
                        cart.checkout()
                        cart.clear()
                    }
                }
            }
        }
        """, configuration: .fixStyle(.property)))
        XCTAssertEqual(finding.message,
                       "The `Button` action repeats the `Button` action at line 6; extract it into a property such as `checkoutAction` and pass it to the 2 Buttons")
    }
}
