@testable import ActionLintSyntax
import XCTest

/// Which declarations are types, their qualified names, inheritance, attributes and
/// ranges, and which types are views.
/// The syntax model alone; what the action catalog makes of it is in `ActionLintRulesTests/Actions/Sites`.
final class TypeDeclarationModelTests: XCTestCase {
    private let file = SyntaxFixture.load("Parser/TypeDeclarations.swift")
    private let layouts = SyntaxFixture.load("Parser/Layouts.swift")

    func testEveryKindOfDeclarationIsReadWithItsQualifiedNameAndInheritance() {
        let types = file.syntax.types.map { "\($0.kind.rawValue) \($0.qualifiedName): \($0.inheritedTypes)" }
        XCTAssertEqual(types, [
            "struct ProfileView: [\"View\"]",
            "struct Outer: []",
            "struct Outer.Row: [\"SwiftUI.View\"]",
            "enum Outer.Mode: []",
            "struct Badge: [\"View\"]",
            "class Loader: [\"ObservableObject\", \"Identifiable\"]",
            "actor Cache: []",
            "enum Screen: []",
            "struct Legacy: []",
            "struct Extended: []",
            "extension Extended: [\"View\"]",
            "struct Rounded: [\"ViewModifier\"]",
            "struct DemoApp: [\"App\"]",
            "struct DemoCommands: [\"Commands\"]",
            "struct EditorToolbar: []",
            "protocol Refreshing: []",
        ])
    }

    func testViewsConformInTheDeclarationOrAnExtensionOrDeclareABody() {
        // Legacy only declares `var body: some View`; Extended conforms in an extension;
        // Loader, Cache, Screen and EditorToolbar are not views.
        XCTAssertEqual(file.syntax.viewTypeNames, [
            "ProfileView", "Outer.Row", "Badge", "Legacy", "Extended", "Rounded", "DemoApp", "DemoCommands",
        ])
    }

    func testAttributesAndModifiersBelongToTheDeclaration() {
        let profile = type("ProfileView", in: file)
        XCTAssertEqual(file.text(profile.declarationStart), "@MainActor")
        XCTAssertEqual(file.text(profile.nameToken), "ProfileView")
        XCTAssertEqual(type("Loader", in: file).modifiers, ["final"])
        XCTAssertEqual(file.text(type("DemoApp", in: file).declarationStart), "@main")
        XCTAssertEqual(type("Outer.Row", in: file).parent.map { file.syntax.types[$0].qualifiedName }, "Outer")
        XCTAssertEqual(type("Outer", in: file).memberNames, ["Row", "Mode"])
    }

    func testGenericTypeWithWhereClauseOpensItsBodyAtTheRightBrace() {
        let badge = type("Badge", in: file)
        XCTAssertEqual(badge.leftBrace.map(file.text), "{")
        XCTAssertEqual(badge.leftBrace.map { SyntaxFixture.line(of: $0, in: file) }, 24)
        XCTAssertEqual(badge.rightBrace.map { SyntaxFixture.line(of: $0, in: file) }, 30)
    }

    func testNonViewTypesWithClosureTakingMethodsYieldNothing() {
        let nonViews: Set<String> = ["Loader", "Cache", "Screen", "Refreshing"]
        for closure in file.syntax.closures {
            let owner = file.syntax.types[file.syntax.members[closure.member].typeIndex].qualifiedName
            XCTAssertFalse(nonViews.contains(owner), "closure recorded in \(owner)")
        }
        XCTAssertFalse(file.syntax.calls.contains { $0.callee == ".async" || $0.callee == "handler" })
    }

    func testNestedTypesInExtensionsEnumViewsAndConditionalConformance() {
        XCTAssertEqual(layouts.syntax.viewTypeNames, ["Tile", "Tile.Caption", "Placeholder", "Wrapper"])
        XCTAssertEqual(type("Tile", in: layouts).modifiers, ["public"])
        XCTAssertEqual(type("Tile", in: layouts).inheritedTypes, ["View", "Equatable"])
        XCTAssertEqual(layouts.syntax.types.filter(\.isExtension).map(\.qualifiedName),
                       ["Tile", "Tile.Caption", "Wrapper", "Tile"])
        XCTAssertEqual(layouts.syntax.types.last(where: \.isExtension)?.modifiers, ["private"])
    }

    private func type(_ name: String, in parsed: ParsedFile) -> TypeDeclaration {
        guard let found = parsed.syntax.types.first(where: { $0.qualifiedName == name }) else {
            XCTFail("no type \(name)")
            return parsed.syntax.types[0]
        }
        return found
    }
}
