import ActionLintTestSupport
import XCTest

/// The SwiftUI stub accepts the call shapes SwiftUI accepts and rejects the ones the issue saw
/// `--fix` write: a type-check against it is only worth something if it can fail.
final class SwiftUIStubTests: XCTestCase {
    func testEveryCatalogShapeTypeChecksInBothModes() throws {
        let text = try String(contentsOf: SignatureFixtures.folder.appendingPathComponent("CallShapes.swift"), encoding: .utf8)
        SwiftUITypeCheck.assertTypeChecks(text, name: "CallShapes.swift")
    }

    func testRejectsAMethodOfNoParametersForOnEditingChanged() {
        let failures = SwiftUITypeCheck.failures([wrapped("TextField(\"Title\", text: $title, onEditingChanged: save)")], languageModes: [5])
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.contains("error:") == true, failures.joined())
    }

    func testRejectsAnInitializerSwiftUIDoesNotHave() {
        let failures = SwiftUITypeCheck.failures([wrapped("TextField(text: $title, onEditingChanged: save) { Text(\"t\") }")], languageModes: [5])
        XCTAssertEqual(failures.count, 1)
    }

    func testTheLabelClosureOfTextFieldIsAViewBuilder() {
        let failures = SwiftUITypeCheck.failures([wrapped("TextField(text: $title) { save() }")], languageModes: [5, 6])
        XCTAssertEqual(failures.count, 2, "a Void call is no label view")
    }

    /// The fifth case: a non-Sendable `() async -> Void` property read from the
    /// `@Sendable` `.refreshable` closure fails in Swift 6 mode only.
    func testANonSendableAsyncPropertyFailsInRefreshableInSwift6Only() {
        let source = SwiftUITypeCheck.Source(name: "Refresh.swift", text: """
        import SwiftUI

        struct SearchView: View {
            @State private var query = ""

            var body: some View {
                List { Text(query) }
                    .refreshable { await searchAction() }
            }

            var searchAction: () async -> Void {
                return { query = "" }
            }
        }
        """)
        XCTAssertEqual(SwiftUITypeCheck.failures([source], languageModes: [5]), [])
        XCTAssertEqual(SwiftUITypeCheck.failures([source], languageModes: [6]).count, 1)
    }

    func wrapped(_ control: String) -> SwiftUITypeCheck.Source {
        SwiftUITypeCheck.Source(name: "Control.swift", text: """
        import SwiftUI

        struct FormView: View {
            @State private var title = ""

            var body: some View {
                \(control)
            }

            func save() {}
        }
        """)
    }
}
