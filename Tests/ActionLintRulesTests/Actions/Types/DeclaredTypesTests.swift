import ActionLintCore
@testable import ActionLintRules
import XCTest

/// A file's own declarations, read by the module index's reader (`DeclarationReader`): each
/// type's properties with their written type, initial value and attributes; its functions and
/// the enum cases that carry a payload, by name.
final class DeclaredTypesTests: XCTestCase {
    static let source = """
    import SwiftUI

    struct InboxView: View {
        @Environment(\\.dismiss) private var dismiss
        @State private(set) var selection: Message.ID?
        var filter = Filter.unread
        let title: String

        var body: some View { Text(title) }

        func open<Item: Identifiable>(_ item: Item, animated: Bool = true) {}
        func archive(_ message: Message) {}
    }

    enum Filter {
        case unread, flagged
        case sender(name: String)
    }

    struct Message: Identifiable {
        let id: UUID
    }

    """

    func declared() -> DeclaredTypes {
        DeclaredTypes(file: ParsedFile(source: SourceFile(path: "/m/InboxView.swift", text: Self.source)))
    }

    func testPropertiesKeepTheirTypeInitialValueAndAttributes() {
        let types = declared()
        let file = types.file
        let names = types.properties["InboxView"]?.map(\.name)
        XCTAssertEqual(names, ["dismiss", "selection", "filter", "title", "body"])
        let selection = types.property("selection", of: "InboxView")
        XCTAssertEqual(selection?.type.map { file.text($0) }, ["Message", ".", "ID", "?"])
        XCTAssertEqual(selection?.attributes, ["@State"])
        XCTAssertEqual(types.property("dismiss", of: "InboxView")?.attributes, ["@Environment"])
        XCTAssertEqual(types.property("filter", of: "InboxView")?.initializer.map { file.text($0) }, ["Filter", ".", "unread"])
        XCTAssertEqual(types.property("id", of: "Message")?.type.map { file.text($0) }, ["UUID"])
        XCTAssertNil(types.property("id", of: "InboxView"))
    }

    func testFunctionsAndPayloadCasesAreCallablesAndPlainCasesAreNot() {
        let types = declared()
        let open = types.callables["open"]?.first
        XCTAssertEqual(open?.declaringType, "InboxView")
        XCTAssertEqual(open?.isGeneric, true)
        XCTAssertEqual(open?.parameters.map(\.label), ["_", "animated"])
        XCTAssertEqual(open?.parameters.map(\.hasDefault), [false, true])
        XCTAssertEqual(types.callables["archive"]?.first?.isGeneric, false)
        XCTAssertEqual(types.callables["sender"]?.first?.declaringType, "Filter")
        XCTAssertEqual(types.callables["sender"]?.first?.parameters.map(\.label), ["name"])
        XCTAssertNil(types.callables["unread"])
        XCTAssertNil(types.callables["flagged"])
    }
}
