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
        XCTAssertTrue(finding.message.contains("a method such as `zoom()`"), finding.message)
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
        XCTAssertTrue(finding.message.contains("a method such as `zoomAction()`"), finding.message)
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
        XCTAssertTrue(finding.message.contains("extract it into a property such as `"), finding.message)
        XCTAssertTrue(finding.message.hasSuffix("and pass it to the 2 Buttons"), finding.message)
    }
}
