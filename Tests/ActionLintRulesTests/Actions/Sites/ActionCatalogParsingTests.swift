import ActionLintCore
import ActionLintRules
import XCTest

/// One call for every catalog entry that has an action parameter, in the shapes people write.
final class ActionCatalogParsingTests: XCTestCase {
    private let file = ParserFixture.load("Parser/Catalog.swift")

    func testEveryCatalogEntryYieldsItsActions() {
        XCTAssertEqual(ParserFixture.records(file), [
            ActionRecord("CatalogView", "body", "Button", "action", lines: 12...12),
            ActionRecord("CatalogView", "body", "Button", "action", lines: 13...13),
            ActionRecord("CatalogView", "body", "Button", "action", lines: 14...14),
            ActionRecord("CatalogView", "body", "TextField", "onEditingChanged", lines: 15...15, parameters: ["editing"]),
            ActionRecord("CatalogView", "body", "TextField", "onCommit", lines: 15...15),
            ActionRecord("CatalogView", "body", "SecureField", "onCommit", lines: 16...16),
            ActionRecord("CatalogView", "body", "Stepper", "onIncrement", lines: 17...17),
            ActionRecord("CatalogView", "body", "Stepper", "onDecrement", lines: 17...17),
            ActionRecord("CatalogView", "body", "Menu", "primaryAction", lines: 18...18),
            ActionRecord("CatalogView", "body", "PasteButton", "onPaste", lines: 19...19, parameters: ["strings"]),
            ActionRecord("CatalogView", "body", ".onDelete", "perform", lines: 21...21, parameters: ["offsets"]),
            ActionRecord("CatalogView", "body", ".onMove", "perform", lines: 22...22, parameters: ["from", "to"]),
            ActionRecord("CatalogView", "body", ".onTapGesture", "perform", lines: 24...24),
            ActionRecord("CatalogView", "body", ".onLongPressGesture", "perform", lines: 25...25),
            ActionRecord("CatalogView", "body", ".onSubmit", "_", lines: 26...26),
            ActionRecord("CatalogView", "body", ".onAppear", "perform", lines: 27...27),
            ActionRecord("CatalogView", "body", ".onDisappear", "perform", lines: 28...28),
            ActionRecord("CatalogView", "body", ".onChange", "_", lines: 29...29, parameters: ["old", "new"]),
            ActionRecord("CatalogView", "body", ".onReceive", "perform", lines: 30...30, parameters: ["date"]),
            ActionRecord("CatalogView", "body", ".task", "_", lines: 31...31, async: true),
            ActionRecord("CatalogView", "body", ".refreshable", "action", lines: 32...32, async: true),
            ActionRecord("CatalogView", "body", ".onHover", "perform", lines: 33...33, parameters: ["inside"]),
            ActionRecord("CatalogView", "body", ".onOpenURL", "perform", lines: 34...34, parameters: ["url"]),
            ActionRecord("CatalogView", "body", ".accessibilityAction", "_", lines: 35...35),
            ActionRecord("CatalogView", "body", ".onDrop", "perform", lines: 36...36, parameters: ["providers"]),
            ActionRecord("CatalogView", "body", ".dropDestination", "action", lines: 37...37,
                         parameters: ["strings", "location"]),
            ActionRecord("CatalogView", "body", ".onChanged", "_", lines: 38...38, parameters: ["drag"]),
            ActionRecord("CatalogView", "body", ".onEnded", "_", lines: 38...38, parameters: ["_"]),
            ActionRecord("CatalogView", "body", ".sheet", "onDismiss", lines: 39...39),
            ActionRecord("CatalogView", "body", ".fullScreenCover", "onDismiss", lines: 40...40),
            ActionRecord("CatalogView", "body", ".contextMenu", "primaryAction", lines: 41...41, parameters: ["selection"]),
            ActionRecord("CatalogView", "body", ".onScrollVisibilityChange", "_", lines: 42...42, parameters: ["visible"]),
            ActionRecord("CatalogView", "body", ".onKeyPress", "action", lines: 43...43),
            ActionRecord("CatalogView", "body", ".onDrag", "_", lines: 44...44),
            ActionRecord("CatalogView", "body", ".onContinuousHover", "perform", lines: 45...45, parameters: ["phase"]),
            ActionRecord("CatalogView", "body", ".onMoveCommand", "perform", lines: 46...46, parameters: ["direction"]),
            ActionRecord("CatalogView", "body", ".onExitCommand", "perform", lines: 47...47),
            ActionRecord("CatalogView", "body", ".onDeleteCommand", "perform", lines: 48...48),
            ActionRecord("CatalogView", "body", ".onPlayPauseCommand", "perform", lines: 49...49),
            ActionRecord("CatalogView", "body", ".onPasteCommand", "perform", lines: 50...50, parameters: ["providers"]),
            ActionRecord("CatalogView", "body", ".onContinueUserActivity", "perform", lines: 51...51,
                         parameters: ["activity"]),
            ActionRecord("CatalogView", "body", ".onGeometryChange", "action", lines: 52...52, parameters: ["width"]),
            ActionRecord("CatalogView", "body", ".onScrollGeometryChange", "action", lines: 53...53,
                         parameters: ["old", "new"]),
            ActionRecord("CatalogView", "body", ".onScrollPhaseChange", "_", lines: 54...54, parameters: ["old", "new"]),
            // `Alert.Button`s in members returning an `Alert`.
            ActionRecord("CatalogView", "confirmation", ".destructive", "action", lines: 69...69),
            ActionRecord("CatalogView", "confirmation", ".cancel", "action", lines: 69...69),
            ActionRecord("CatalogView", "notice", ".default", "action", lines: 73...73),
            ActionRecord("CatalogView", "volume", "Slider", "onEditingChanged", lines: 77...77, parameters: ["editing"]),
        ])
    }

    /// Guards the fixture against the catalog growing: a new entry with an action parameter
    /// must get a line in Catalog.swift.
    func testTheFixtureCoversEveryCatalogEntryWithAnAction() {
        let withActions = ActionCatalog.entries.filter { $0.parameters.contains { $0.role == .action } }.map(\.callee)
        let covered = Set(ParserFixture.records(file).map(\.callee))
        XCTAssertEqual(withActions.filter { !covered.contains($0) }, [])
    }

    /// An API lists each label and role once, in the order its overloads first give them; the
    /// same label in another role is another parameter.
    func testAnAPIListsEachLabelAndRoleOnce() {
        let stepper = ActionAPI("Stepper", [
            "init(_ title: String, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?)",
            "init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, @ViewBuilder label: () -> Label)",
        ])
        XCTAssertEqual(stepper.parameters.map(\.label), ["_", "onIncrement", "onDecrement", "label"])
        let submit = ActionAPI(".submitting", ["func submitting(_ title: String)", "func submitting(_ action: @escaping () -> Void)"])
        XCTAssertEqual(submit.parameters.map(\.label), ["_", "_"])
        XCTAssertEqual(submit.parameters.map(\.role), [.value, .action])
    }

    func testViewBuilderClosuresOfCatalogEntriesAreNotActions() {
        // Button's label (line 13, 14), Menu's content, ForEach's row, the sheet's content.
        let actionClosures = Set(ActionClassifier.actionSites(in: file).map(\.closure))
        let builders = file.syntax.closures.indices.filter { !actionClosures.contains($0) }.map { index in
            file.syntax.calls[file.syntax.closures[index].call ?? 0].callee
        }
        XCTAssertEqual(builders, ["List", "Button", "Button", "Menu", "ForEach", ".sheet", ".fullScreenCover", ".contextMenu"])
    }
}
