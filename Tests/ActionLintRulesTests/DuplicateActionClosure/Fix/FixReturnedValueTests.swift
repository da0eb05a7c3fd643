import ActionLintCore
@testable import ActionLintRules
import ActionLintTestSupport
import XCTest

/// Actions that hand a value back to their API, in either spelling — `return .handled`, or one
/// expression returned implicitly (`{ move(down: true) ? .handled : .ignored }`): the member
/// returns the API's type, or there is no fix. A member that dropped the value would not compile
/// ("cannot convert value of type '()' to closure result type 'KeyPress.Result'").
final class FixReturnedValueTests: XCTestCase {
    /// `.onKeyPress`'s `KeyPress.Result`: `func …(down: Bool) -> KeyPress.Result` for the implicit
    /// ternary, and the explicit `return .handled` after two assignments; both type-check.
    func testKeyPressActionsReturnTheirResult() throws {
        try FixGolden.assertTypeCheckedFixture("ReturnedValues")
    }

    /// A custom API no file declares (a package's view): its closure type is unknown, so a body
    /// that can only be a value (a ternary of cases) has no fix, whichever spelling returns it.
    func testAValueAtACustomAPIHasNoFix() {
        for body in ["isOn && !isCompact ? .visible : .hidden", "return isOn && !isCompact ? .visible : .hidden"] {
            GroupAssertion.assertNoFix("""
            import SwiftUI
            import PanelKit

            struct Sidebar: View {
                @State private var isOn = false
                @State private var isCompact = false

                var body: some View {
                    VStack {
                        Panel(onLayout: ↓{ \(body) })
                        Panel(onLayout: ↓{ \(body) })
                    }
                }
            }
            """, reason: "a closure returns a value, and `Panel(onLayout:)` says not of which type")
        }
    }

    /// The file's own view declares the closure's type (`var onLayout: (() -> Visibility)?`, set by
    /// its memberwise `init`): the member returns a `Visibility`, in either spelling.
    func testAValueAtTheFilesOwnViewHasItsDeclaredType() {
        for body in ["isOn && !isCompact ? .visible : .hidden", "return isOn && !isCompact ? .visible : .hidden"] {
            let code = """
            import SwiftUI

            enum Visibility { case visible, hidden }

            struct Panel: View {
                var onLayout: (() -> Visibility)?
                var body: some View { Text("Panel") }
            }

            struct Sidebar: View {
                @State private var isOn = false
                @State private var isCompact = false

                var body: some View {
                    VStack {
                        Panel(onLayout: { \(body) })
                        Panel(onLayout: { \(body) })
                    }
                }
            }

            """
            let result = LintHarness.fixed(code, path: "Sidebar.swift")
            XCTAssertNil(result.refusal)
            XCTAssertTrue(result.text.contains("Panel(onLayout: { performAction() })"), result.text)
            XCTAssertTrue(result.text.contains("func performAction() -> Visibility {\n        \(body)\n    }"), result.text)
            SwiftUITypeCheck.assertTypeChecks(result.text, name: "Sidebar.swift")
        }
    }

    /// The reader itself: an implicit value is told from a statement by its shape.
    func testValueShapesAtACustomAPI() {
        let cases: [(String, Bool)] = [
            ("a ? .x : .y", true), ("count + 1", true), (".handled", true), ("42", true), ("nil", true),
            ("flag == other", true), ("save()", false), ("isOn.toggle()", false), ("count += 1", false),
            ("value = a ? b : c", false), ("if a { save() }", false), ("try? store.save()", false),
        ]
        for (body, expected) in cases {
            let source = "struct V: View {\n    var body: some View {\n        Row(onPick: { \(body) })\n    }\n}\n"
            let file = ParsedFile(source: SourceFile(path: "V.swift", text: source))
            guard let closure = file.syntax.closures.first, let end = closure.rightBrace else {
                XCTFail("no closure in \(body)")
                continue
            }
            XCTAssertEqual(ClosureResult.isValueShaped(from: closure.bodyStart, to: end, file: file), expected, body)
        }
    }
}
