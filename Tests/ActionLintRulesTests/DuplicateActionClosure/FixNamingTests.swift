import XCTest
@testable import ActionLintRules

/// The parts of the naming rule that golden fixtures do not show on their own.
final class FixNamingTests: XCTestCase {
    func testViewKindSuffixIsNotPartOfTheName() {
        XCTAssertEqual(ActionNamer.words(ofTypeName: "AddItemView"), ["add", "item"])
        XCTAssertEqual(ActionNamer.words(ofTypeName: "LikeButton"), ["like"])
        XCTAssertEqual(ActionNamer.words(ofTypeName: "Outer.ContactRow"), ["contact"])
        // A type that is nothing but the kind keeps its word.
        XCTAssertEqual(ActionNamer.words(ofTypeName: "Button"), ["button"])
    }

    func testButtonTitleMatchingTheViewNameGivesTheTitle() {
        let code = """
        struct LikeButton: View {
            @State private var likes = 0
            @State private var isLiked = false

            var body: some View {
                Button("Like") {
                    likes += 1
                    isLiked = true
                }
                Text("♥").onTapGesture {
                    likes += 1
                    isLiked = true
                }
            }
        }

        """
        XCTAssertTrue(LintHarness.fixed(code).text.contains("    func like() {\n"))
    }

    /// `Button("Note")` inside `List(notes) { note in … }`: `action: note` would pass the row's
    /// note, so the member is `noteAction`.
    func testNameBoundAroundASiteIsNotUsed() throws {
        try FixGolden.assertFixture("ShadowedName")
    }

    /// Without a title the first call names the member: an optional call counts, a condition
    /// comparing with an enum case (`== .keyboard {`) is not a call.
    func testFirstCallSkipsConditionsAndSeesOptionalCalls() {
        XCTAssertTrue(ActionNamer.isCall(["handler", "?", "(", ")"], at: 0))
        XCTAssertFalse(ActionNamer.isCall(["!", "UIView", ".", "areAnimationsEnabled", "{"], at: 3))
        XCTAssertFalse(ActionNamer.isCall(["state", "==", ".", "keyboard", "{"], at: 3))
        let code = """
        struct MenuView: View {
            var body: some View {
                Color.clear.onTapGesture {
                    if viewState == .keyboard {
                        keyboardState.resignFirstResponder()
                    } else {
                        dismissSelf()
                    }
                }
                Text("Close").onLongPressGesture {
                    if viewState == .keyboard {
                        keyboardState.resignFirstResponder()
                    } else {
                        dismissSelf()
                    }
                }
            }
        }

        """
        XCTAssertTrue(LintHarness.fixed(code).text.contains("    func resignFirstResponder() {\n"))
    }
}
