import ActionLintCore
import XCTest

/// Which declarations are types, which types are views, and which of their members' closures
/// the classifier reports.
final class TypeDeclarationParsingTests: XCTestCase {
    private let file = ParserFixture.load("Parser/TypeDeclarations.swift")
    private let layouts = ParserFixture.load("Parser/Layouts.swift")

    func testActionsOfViewsAppsCommandsModifiersAndToolbarBuilders() {
        XCTAssertEqual(ParserFixture.records(file), [
            ActionRecord("ProfileView", "body", "Button", "action", lines: 7...7),
            ActionRecord("Outer.Row", "body", ".onTapGesture", "perform", lines: 17...17),
            ActionRecord("Badge", "body", ".onLongPressGesture", "perform", lines: 27...27),
            ActionRecord("Legacy", "body", "Button", "action", lines: 49...49),
            ActionRecord("Extended", "body", "Button", "action", lines: 58...58),
            ActionRecord("Rounded", "body", ".onTapGesture", "perform", lines: 65...65),
            ActionRecord("DemoApp", "body", ".onOpenURL", "perform", lines: 75...75, parameters: ["url"]),
            ActionRecord("DemoCommands", "body", "Button", "action", lines: 85...85),
            ActionRecord("EditorToolbar", "items", "Button", "action", lines: 95...95),
        ])
    }

    func testActionsInExtensionsAccessorsPostfixConditionalsAndAnyViewMembers() {
        XCTAssertEqual(ParserFixture.records(layouts), [
            ActionRecord("Tile", "body", ".onTapGesture", "perform", lines: 7...7),
            ActionRecord("Tile", "body", ".onHover", "perform", lines: 9...9, parameters: ["inside"]),
            ActionRecord("Tile.Caption", "body", "Button", "action", lines: 21...23),
            ActionRecord("Tile.Caption", "more", "Button", "action", lines: 32...32),
            ActionRecord("Placeholder", "body", "Button", "action", lines: 41...41),
            ActionRecord("Wrapper", "body", ".onAppear", "perform", lines: 53...53),
            ActionRecord("Host", "view", "Button", "action", lines: 66...66),
        ])
    }
}
