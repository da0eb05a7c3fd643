@testable import ActionLintSyntax
import XCTest

/// Broken code recovers at the next brace: the types around it keep their shape.
/// The syntax model alone; what the action catalog makes of it is in `ActionLintRulesTests/Actions/Sites`.
final class BrokenCodeModelTests: XCTestCase {
    func testIndentedNestedTypeStaysNested() {
        let file = SyntaxFixture.parse("""
        struct Outer {
            struct Inner: View {
                var body: some View { Button("A") { a() } }
            }
        }
        """)
        XCTAssertEqual(file.syntax.types.map(\.qualifiedName), ["Outer", "Outer.Inner"])
    }
}
