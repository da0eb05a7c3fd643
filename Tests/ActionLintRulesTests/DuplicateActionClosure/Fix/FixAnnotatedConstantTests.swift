import ActionLintCore
import ActionLintRules
import XCTest

/// Sites that differ only in the value a typed local constant starts as (`let newKind: Kind =
/// .fiction`): the constant is the member's parameter itself, named and typed as written, and its
/// declaration leaves the body; each site passes its value. The output type-checks.
final class FixAnnotatedConstantTests: XCTestCase {
    typealias File = ModuleTypeFixTests.File

    static let shelf: File = ("Models/Shelf.swift", """
    import SwiftUI

    enum Kind {
        case fiction, poetry
    }

    final class Shelf: ObservableObject {
        @Published var kind: Kind = .fiction
        func log(_ kind: Kind) {}
        func show(_ message: String) {}
    }

    """)

    func testATypedConstantAtEachSiteBecomesTheParameter() {
        let view: File = ("Views/KindPicker.swift", """
        import SwiftUI

        struct KindPicker: View {
            @ObservedObject var shelf: Shelf

            var body: some View {
                HStack {
                    Button("Fiction") {
                        let newKind: Kind = .fiction
                        shelf.kind = newKind
                        shelf.log(newKind)
                    }
                    Button("Poetry") {
                        let newKind: Kind = .poetry
                        shelf.kind = newKind
                        shelf.log(newKind)
                    }
                }
            }
        }

        """)
        let (findings, text) = ModuleTypeFixTests.fixed(view, models: [Self.shelf])
        XCTAssertEqual(findings.first?.fix?.title, "Extract the duplicated action into a method `setKind(_:)`")
        XCTAssertTrue(text.contains("Button(\"Fiction\") { setKind(.fiction) }"), text)
        XCTAssertTrue(text.contains("    func setKind(_ newKind: Kind) {\n        shelf.kind = newKind\n"), text)
        XCTAssertFalse(text.contains("let newKind"), text)
        ModuleTypeFixTests.assertTypeChecks(text, view, models: [Self.shelf])
    }

    /// A string constant after another statement: the same, typed `String` as written.
    func testAConstantAfterAStatementIsLiftedToo() {
        let view: File = ("Views/SaveBar.swift", """
        import SwiftUI

        struct SaveBar: View {
            @ObservedObject var shelf: Shelf

            var body: some View {
                HStack {
                    Button("Fiction") {
                        shelf.kind = .fiction
                        let message: String = "Fiction shelf"
                        shelf.show(message)
                        shelf.log(shelf.kind)
                    }
                    Button("Poetry") {
                        shelf.kind = .fiction
                        let message: String = "Poetry shelf"
                        shelf.show(message)
                        shelf.log(shelf.kind)
                    }
                }
            }
        }

        """)
        let (findings, text) = ModuleTypeFixTests.fixed(view, models: [Self.shelf])
        XCTAssertNotNil(findings.first?.fix, findings.first?.noFixReason ?? "no finding")
        XCTAssertTrue(text.contains("(message: \"Fiction shelf\")"), text)
        XCTAssertTrue(text.contains("(message: String) {\n        shelf.kind = .fiction\n        shelf.show(message)\n"), text)
        XCTAssertFalse(text.contains("let message"), text)
        ModuleTypeFixTests.assertTypeChecks(text, view, models: [Self.shelf])
    }

    /// Declared inside an `if` of the body, the constant is no statement of the closure: it is not
    /// lifted, and nothing else says the case's type, so there is no fix, as before.
    func testAConstantInsideABlockIsNotLifted() {
        let view: File = ("Views/GuardedPicker.swift", """
        import SwiftUI

        struct GuardedPicker: View {
            @ObservedObject var shelf: Shelf
            let isEditable: Bool

            var body: some View {
                HStack {
                    Button("Fiction") {
                        if isEditable {
                            let newKind: Kind = .fiction
                            shelf.log(newKind)
                        }
                        shelf.show("changed")
                    }
                    Button("Poetry") {
                        if isEditable {
                            let newKind: Kind = .poetry
                            shelf.log(newKind)
                        }
                        shelf.show("changed")
                    }
                }
            }
        }

        """)
        let (findings, text) = ModuleTypeFixTests.fixed(view, models: [Self.shelf])
        XCTAssertEqual(findings.count, 1)
        XCTAssertNil(findings.first?.fix)
        XCTAssertEqual(text, view.text)
    }
}
