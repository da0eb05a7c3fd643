import ActionLintCore
import ActionLintRules
import ActionLintTestSupport
import XCTest

/// Values the sites pass to a type's own members (`Subscription.tier = .plus`, `Router.shared.sheet
/// = .help`, `Analytics.track(.mail)`): the parameter takes the type the static member declares,
/// in this file or another of the module. Each output type-checks with its models.
final class StaticMemberFixTests: XCTestCase {
    typealias File = ModuleTypeFixTests.File
    /// Lints with the models as the module and fixes as `--fix` does; type-checks with them.
    typealias Harness = ModuleTypeFixTests

    static let planPicker: File = ("Views/PlanPicker.swift", """
    import SwiftUI

    struct PlanPicker: View {
        var body: some View {
            Form {
                Button("Plus") {
                    Subscription.tier = .plus
                    Subscription.refresh()
                }
                Button("Patron") {
                    Subscription.tier = .patron
                    Subscription.refresh()
                }
            }
        }
    }

    """)

    static let subscription: File = ("Models/Subscription.swift", """
    enum Tier: String {
        case free, plus, patron
    }

    final class Subscription {
        class var tier: Tier {
            get { .free }
            set {}
        }

        static func refresh() {}
    }

    """)

    func testACaseAssignedToAnotherFilesStaticProperty() {
        let (findings, text) = Harness.fixed(Self.planPicker, models: [Self.subscription])
        XCTAssertEqual(findings.count, 1)
        XCTAssertNotNil(findings.first?.fix, findings.first?.noFixReason ?? "")
        // Named for the call it makes (calls rank before the state a value sets), with what it
        // refreshes: `refresh` alone is SwiftUI's.
        XCTAssertTrue(text.contains("Button(\"Plus\") { refreshSubscription(.plus) }"), text)
        XCTAssertTrue(text.contains("func refreshSubscription(_ tier: Tier) {\n        Subscription.tier = tier\n"), text)
        Harness.assertTypeChecks(text, Self.planPicker, models: [Self.subscription])
    }

    /// The enum in another file with raw values, several cases a line (`plus = "Plus", patron =
    /// "Patron"`): every case is the module's, so the values are checked as its cases.
    func testCasesAfterRawValuesInAnotherFile() {
        let model: File = ("Models/Subscription.swift", Self.subscription.text.replacingOccurrences(
            of: "enum Tier: String {\n    case free, plus, patron\n}",
            with: "enum Tier: String {\n    case free = \"\", plus = \"Plus\", patron = \"Patron\"\n}"))
        XCTAssertTrue(model.text.contains("patron = \"Patron\""))
        let (findings, text) = Harness.fixed(Self.planPicker, models: [model])
        XCTAssertNotNil(findings.first?.fix, findings.first?.noFixReason ?? "")
        XCTAssertTrue(text.contains("(_ tier: Tier) {"), text)
        Harness.assertTypeChecks(text, Self.planPicker, models: [model])
    }

    /// An instance property of that name is no answer: `Subscription.tier` reads the type's own.
    func testAnInstancePropertyIsNotTheStaticOnesType() {
        let model: File = ("Models/Subscription.swift", Self.subscription.text.replacingOccurrences(
            of: "class var tier: Tier {\n        get { .free }\n        set {}\n    }", with: "var tier: Tier = .free"))
        let (findings, _) = Harness.fixed(Self.planPicker, models: [model])
        XCTAssertNil(findings.first?.fix)
        XCTAssertEqual(findings.first?.noFixReason, "the type of `.plus` and `.patron` is not known: "
            + "no file of this module declares a static property `tier` in `Subscription`")
    }

    /// A type no file of the module declares (the SDK's, another package's) says nothing.
    func testATypeNoFileDeclaresGivesNoType() {
        let (findings, _) = Harness.fixed(Self.planPicker, models: [])
        XCTAssertNil(findings.first?.fix)
        XCTAssertEqual(findings.first?.noFixReason, "the type of `.plus` and `.patron` is not known: "
            + "`Subscription` is declared in no file of this module")
    }

    static let sheetMenu: File = ("Views/SheetMenu.swift", """
    import SwiftUI

    struct SheetMenu: View {
        var body: some View {
            Menu("Open") {
                Button("Profile") {
                    Router.shared.activeSheet = .profile
                    Router.shared.log("sheet")
                }
                Button("Help") {
                    Router.shared.activeSheet = .help
                    Router.shared.log("sheet")
                }
            }
        }
    }

    """)

    static let router: File = ("Navigation/Router.swift", """
    import SwiftUI

    @MainActor
    @Observable
    final class Router {
        static let shared = Router()

        var activeSheet: Sheet?

        func log(_ event: String) {}
    }

    enum Sheet {
        case profile, help
    }

    """)

    func testACaseAssignedThroughASharedInstance() {
        let (findings, text) = Harness.fixed(Self.sheetMenu, models: [Self.router])
        XCTAssertNotNil(findings.first?.fix, findings.first?.noFixReason ?? "")
        XCTAssertTrue(text.contains("func setActiveSheet(_ activeSheet: Sheet) {"), text)
        XCTAssertTrue(text.contains("Button(\"Help\") { setActiveSheet(.help) }"), text)
        Harness.assertTypeChecks(text, Self.sheetMenu, models: [Self.router])
    }

    static let shareBar: File = ("ShareBar.swift", """
    import SwiftUI

    struct ShareBar: View {
        @State private var didShare = false

        var body: some View {
            HStack {
                Button("Mail") {
                    Analytics.track(.mail)
                    didShare = true
                }
                Button("Messages") {
                    Analytics.track(.messages)
                    didShare = true
                }
            }
        }
    }

    enum Analytics {
        enum Channel {
            case mail, messages
        }

        static func track(_ channel: Channel) {}
    }

    """)

    /// A static function of a type of the same file: the nested type written qualified.
    func testACasePassedToAStaticFunction() {
        let (findings, text) = Harness.fixed(Self.shareBar, models: [])
        XCTAssertNotNil(findings.first?.fix, findings.first?.noFixReason ?? "")
        XCTAssertTrue(text.contains("(_ channel: Analytics.Channel) {"), text)
        XCTAssertTrue(text.contains("Button(\"Mail\") {") && text.contains("(.mail) }"), text)
        Harness.assertTypeChecks(text, Self.shareBar, models: [])
    }
}
