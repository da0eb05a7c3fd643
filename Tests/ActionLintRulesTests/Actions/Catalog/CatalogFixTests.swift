import ActionLintCore
import ActionLintTestSupport
import XCTest

/// A duplicate through a catalogued SwiftUI action gets a fix whose member's parameters carry
/// the types SwiftUI passes (`MoveCommandDirection`, `[NSItemProvider]`, `HoverPhase`,
/// `ScrollPhase`, `NSUserActivity`, a Slider's editing `Bool`): without the catalog entry the
/// closure's parameter has no known type and the finding has no fix.
final class CatalogFixTests: XCTestCase {
    func testCommandHoverActivityScrollAndSliderActionsGetTypedFixes() throws {
        let findings = DuplicateFindings.of(try FixFixtures.text("CommandActions.input.swift"))
        XCTAssertEqual(findings.count, 7)
        XCTAssertTrue(findings.allSatisfy { $0.fix?.applicability == .safe }, "\(findings.map(\.noFixReason))")
        try FixGolden.assertTypeCheckedFixture("CommandActions")
        let fixed = try FixFixtures.text("CommandActions.fixed.swift")
        for parameter in ["_ direction: MoveCommandDirection", "_ providers: [NSItemProvider]", "_ phase: HoverPhase",
                          "_ newPhase: ScrollPhase", "_ activity: NSUserActivity", "_ editing: Bool"] {
            XCTAssertTrue(fixed.contains(parameter), parameter)
        }
    }

    /// `prompter.show(.init(title:handler:))`: the leading-dot `.init` sits in an argument, an
    /// implicit member of the type `show` takes; the reason says so rather than that no file
    /// declares a modifier `init(…)`.
    func testAnImplicitMemberInAnArgumentIsNoModifier() {
        let view: ModuleTypeFixTests.File = ("Views/PromptView.swift", """
        import SwiftUI

        struct PromptView: View {
            let prompter: Prompter
            @State private var answer = ""
            @State private var isDone = false

            var body: some View {
                VStack {
                    Button("Ask") {
                        prompter.show(.init(title: "Name", handler: { text in
                            answer = text
                            isDone = true
                        }))
                    }
                    Button("Ask again") {
                        prompter.show(.init(title: "Nickname", handler: { text in
                            answer = text
                            isDone = true
                        }))
                    }
                }
            }
        }

        """)
        let model: ModuleTypeFixTests.File = ("Models/Prompter.swift", """
        struct PromptRequest {
            var title: String
            var handler: (String) -> Void
        }

        final class Prompter {
            func show(_ request: PromptRequest) {}
        }

        """)
        let (findings, _) = ModuleTypeFixTests.fixed(view, models: [model])
        let handlers = findings.filter { $0.message.hasPrefix("The `.init(handler:)` action") }
        XCTAssertEqual(handlers.count, 1, "\(findings.map(\.message))")
        XCTAssertEqual(handlers.first?.noFixReason, "the type of `text`, a parameter of the `.init` closure, is not "
            + "known: `.init(…)` is an implicit member of the type its argument takes, not a modifier")
    }
}
