import ActionLintCore
import ActionLintRules
import XCTest

/// An implicit member passed to an implicit member call — `.remind(after: .soon)` — has the type
/// of that case's (or static function's) parameter, in the type the code around gives the whole
/// call: a constant's written type (`let step: Planner.Step = …`) or the parameter it is passed
/// to (`planner.add(…)`), as the compiler reads it (issue 47 §2). Each fixed view type-checks
/// with its models in Swift 5 and 6; where the call's type is not known, there is no fix.
final class ImplicitMemberCallTests: XCTestCase {
    typealias File = ModuleTypeFixTests.File

    static let planner: File = ("Models/Planner.swift", """
    import SwiftUI

    final class Planner: ObservableObject {
        @Published var steps: [Step] = []

        func add(_ step: Step) {
            steps.append(step)
        }

        func save() {}
    }

    """)

    static let step: File = ("Models/Planner+Step.swift", """
    extension Planner {
        enum Step: Hashable {
            enum Urgency: Hashable {
                case soon, later
            }

            case remind(after: Urgency)
            case review(day: Int, urgency: Urgency)
        }
    }

    """)

    static func view(_ firstAction: String, _ secondAction: String) -> File {
        ("Views/StepMenu.swift", """
        import SwiftUI

        struct StepMenu: View {
            @ObservedObject var planner: Planner

            var body: some View {
                VStack {
                    Button("Remind soon") {
        \(firstAction)
                    }
                    Button("Remind later") {
        \(secondAction)
                    }
                }
            }
        }

        """)
    }

    func testAnArgumentOfACaseInATypedConstant() {
        let view = Self.view("""
                        let step: Planner.Step = .remind(after: .soon)
                        planner.add(step)
                        planner.save()
        """, """
                        let step: Planner.Step = .remind(after: .later)
                        planner.add(step)
                        planner.save()
        """)
        ModuleTypeFixTests.assertFixed(view, models: [Self.planner, Self.step],
                                       containing: [": Planner.Step.Urgency) {", "let step: Planner.Step = .remind(after: ",
                                                    "(.soon) }"])
    }

    func testAnArgumentOfACasePassedToAModelsFunction() {
        let view = Self.view("""
                        planner.add(.review(day: 1, urgency: .soon))
                        planner.save()
        """, """
                        planner.add(.review(day: 1, urgency: .later))
                        planner.save()
        """)
        ModuleTypeFixTests.assertFixed(view, models: [Self.planner, Self.step],
                                       containing: ["(_ urgency: Planner.Step.Urgency) {",
                                                    "planner.add(.review(day: 1, urgency: urgency))"])
    }

    /// The receiver's type is declared nowhere: the case call has no known type, and no fix.
    func testACallWhoseTypeIsNotKnownRefuses() {
        var view = Self.view("""
                        tracker.add(.remind(after: .soon))
                        planner.save()
        """, """
                        tracker.add(.remind(after: .later))
                        planner.save()
        """)
        view.text = view.text.replacingOccurrences(of: "@ObservedObject var planner: Planner",
                                                   with: "@ObservedObject var planner: Planner\n    let tracker: Tracker")
        let (findings, _) = ModuleTypeFixTests.fixed(view, models: [Self.planner, Self.step])
        XCTAssertEqual(findings.count, 1)
        XCTAssertNil(findings.first?.fix)
        XCTAssertEqual(findings.first?.noFixReason, "the type of `.soon` and `.later` is not known: `Tracker` is "
            + "declared in no file of this module")
    }
}
