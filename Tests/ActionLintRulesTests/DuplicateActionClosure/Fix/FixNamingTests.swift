import ActionLintTestSupport
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

    /// Two groups of one view whose first sites are both titled "Stop": the second, finding `stop`
    /// taken, is named for its other site's title, not `stopAction` (which reads as the same).
    func testATakenTitleGivesWayToAnotherSitesTitle() {
        let code = """
        import SwiftUI

        struct AdjustmentsView: View {
            @State private var isConfirmingOverride = false
            @State private var isConfirmingTarget = false
            let store: AdjustmentStore

            var body: some View {
                VStack {
                    Text("Override")
                        .confirmationDialog("Stop the override?", isPresented: $isConfirmingOverride) {
                            Button("Stop", role: .destructive) {
                                store.cancelOverride()
                                store.save()
                            }
                        }
                    Text("Target")
                        .confirmationDialog("Stop the target?", isPresented: $isConfirmingTarget) {
                            Button("Stop", role: .destructive) {
                                store.cancelTarget()
                                store.save()
                            }
                        }
                    Menu("Stop") {
                        Button("Stop Override", role: .destructive) {
                            store.cancelOverride()
                            store.save()
                        }
                        Button("Stop Temp Target", role: .destructive) {
                            store.cancelTarget()
                            store.save()
                        }
                    }
                }
            }
        }

        final class AdjustmentStore {
            func cancelOverride() {}
            func cancelTarget() {}
            func save() {}
        }

        """
        let text = LintHarness.fixed(code).text
        XCTAssertTrue(text.contains("Button(\"Stop Override\", role: .destructive, action: stop)"), text)
        XCTAssertTrue(text.contains("Button(\"Stop\", role: .destructive, action: stopTempTarget)"), text)
        XCTAssertTrue(text.contains("    func stopTempTarget() {\n        store.cancelTarget()\n"), text)
        SwiftUITypeCheck.assertTypeChecks(text)
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

    /// `filters.builder().reset().commit(to: store)`: `builder()` and `reset()` only reach what the
    /// action calls, `commit`.
    func testACallWhoseResultReceivesTheNextCallDoesNotNameTheMember() {
        let code = """
        struct FilterBar: View {
            @State private var filters = Filters()
            let store: FilterStore

            var body: some View {
                HStack {
                    Image(systemName: "arrow.counterclockwise").onTapGesture {
                        filters.builder().reset().commit(to: store)
                        filters.save()
                    }
                    Text("Clear").onLongPressGesture {
                        filters.builder().reset().commit(to: store)
                        filters.save()
                    }
                }
            }
        }

        """
        let fixed = LintHarness.fixed(code).text
        Self.assertTypeChecks(fixed, context: """
        struct FilterStore {}
        struct FilterBuilder {
            func reset() -> FilterBuilder { self }
            func commit(to store: FilterStore) {}
        }
        struct Filters {
            func builder() -> FilterBuilder { FilterBuilder() }
            func save() {}
        }
        """)
        XCTAssertTrue(fixed.contains("    func commit() {\n"), fixed)
    }

    /// Haptic feedback (`WKInterfaceDevice.current().play(.click)`) accompanies the action and
    /// does not name it: the member is what comes after, `skip`.
    func testHapticFeedbackDoesNotNameTheMember() {
        let code = """
        struct PlayerControls: View {
            let player: Player

            var body: some View {
                HStack {
                    Image(systemName: "backward").onTapGesture {
                        WKInterfaceDevice.current().play(.click)
                        player.skip(forward: false)
                    }
                    Image(systemName: "forward").onLongPressGesture {
                        WKInterfaceDevice.current().play(.click)
                        player.skip(forward: false)
                    }
                }
            }
        }

        """
        let fixed = LintHarness.fixed(code).text
        Self.assertTypeChecks(fixed, context: """
        enum WKHapticType { case click }
        final class WKInterfaceDevice {
            static func current() -> WKInterfaceDevice { WKInterfaceDevice() }
            func play(_ type: WKHapticType) {}
        }
        final class Player {
            func skip(forward: Bool) {}
        }
        """)
        XCTAssertTrue(fixed.contains("    func skip() {\n"), fixed)
    }

    /// `.now()` in `asyncAfter(deadline: .now() + 0.3)` is a value passed, not the action.
    func testAnImplicitMemberCallDoesNotNameTheMember() {
        let code = """
        struct CompletionView: View {
            let finishFlow: () -> Void

            var body: some View {
                VStack {
                    Color.clear.onTapGesture {
                        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
                            finishFlow()
                        }
                    }
                    Text("Done").onLongPressGesture {
                        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
                            finishFlow()
                        }
                    }
                    Image(systemName: "checkmark").onTapGesture {
                        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
                            finishFlow()
                        }
                    }
                }
            }
        }

        """
        let fixed = LintHarness.fixed(code).text
        Self.assertTypeChecks(fixed)
        XCTAssertFalse(fixed.contains("func now"), fixed)
        // The view's own `finishFlow` has the name: the member wrapping it takes its verb.
        XCTAssertTrue(fixed.contains("func finish() {\n"), fixed)
    }

    /// Every word of the body taken by the view (`dismissAction` and `dismiss`): the member
    /// closes the view (not `handleDismissAction`, an empty `handle`, nor `dismissAction2`); with
    /// `close` taken too, it is what handles it.
    func testEveryWordTakenClosesOrGivesAHandleName() {
        let code = { (other: String) in """
        struct PermissionSheet: View {
            @Environment(\\.dismiss) private var dismiss
            let dismissAction: (() -> Void)?
            \(other)

            var body: some View {
                VStack {
                    Button {
                        dismissAction?()
                        dismiss()
                    } label: {
                        Image(systemName: "xmark.circle.fill")
                    }
                    Color.clear.onTapGesture {
                        dismissAction?()
                        dismiss()
                    }
                }
            }
        }

        """
        }
        let fixed = LintHarness.fixed(code("")).text
        Self.assertTypeChecks(fixed)
        XCTAssertTrue(fixed.contains("    func close() {\n        dismissAction?()\n        dismiss()\n"), fixed)
        let closeTaken = LintHarness.fixed(code("let close = \"Close\"")).text
        Self.assertTypeChecks(closeTaken)
        XCTAssertTrue(closeTaken.contains("    func handleDismissAction() {\n"), closeTaken)
    }

    /// The fixed view with `import SwiftUI` and the declarations it uses, type-checked against the
    /// SwiftUI stub.
    static func assertTypeChecks(_ fixed: String, context: String = "", file: StaticString = #filePath, line: UInt = #line) {
        SwiftUITypeCheck.assertTypeChecks("import SwiftUI\n\n" + context + "\n\n" + fixed, file: file, line: line)
    }
}
