import ActionLintCore
import XCTest

/// Actions of APIs the catalog does not know, judged by their shape, and view-builder closures
/// that are never actions although the Buttons inside them are.
final class CustomShapeParsingTests: XCTestCase {
    func testActionShapedLabelsAndButtonCalleesAreActionsOtherBuildersAreNot() {
        let file = ParserFixture.load("Parser/CustomShapes.swift")
        // Not actions: HStack's content, `content:`, `title:`, `only:` (no capital after `on`),
        // the sheet and alert builders, `.onboardingTip`, `.frame`.
        XCTAssertEqual(ParserFixture.records(file), [
            ActionRecord("SettingsView", "body", "Button", "action", lines: 9...9),
            ActionRecord("SettingsView", "body", "ConfirmRow", "action", lines: 11...11),
            ActionRecord("SettingsView", "body", "AsyncRow", "perform", lines: 12...12),
            ActionRecord("SettingsView", "body", "Picker", "handler", lines: 13...13),
            ActionRecord("SettingsView", "body", "Uploader", "completion", lines: 14...14),
            ActionRecord("SettingsView", "body", "Toggle", "onToggle", lines: 15...15),
            ActionRecord("SettingsView", "body", "Card", "primaryAction", lines: 16...16),
            ActionRecord("SettingsView", "body", "CircleButton", "_", lines: 17...17),
            ActionRecord("SettingsView", "body", "Button", "action", lines: 23...23),
            ActionRecord("SettingsView", "body", "Button", "action", lines: 26...26),
            ActionRecord("SettingsView", "body", ".onShake", "_", lines: 28...28),
        ])
    }

    func testButtonsInsideNavigationSwipeContextToolbarAndDialogBuilders() {
        let file = ParserFixture.load("Parser/Containers.swift")
        // `Button(action: add) { … }` passes a method: its trailing closure is the label.
        XCTAssertEqual(ParserFixture.records(file), [
            ActionRecord("ContainersView", "body", "Button", "action", lines: 17...17, bound: ["row"]),
            ActionRecord("ContainersView", "body", "Button", "action", lines: 20...20, bound: ["row"]),
            ActionRecord("ContainersView", "body", "Button", "action", lines: 25...25),
            ActionRecord("ContainersView", "body", "Button", "action", lines: 29...29),
        ])
    }
}
