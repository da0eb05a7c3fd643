import ActionLintCore
import ActionLintRules
import ActionLintTestSupport
import XCTest

/// Action sites a view holds outside its `body`'s controls (issue 50 §5): `Alert.Button`
/// actions in a computed `Alert`, button models in a computed array, and a custom view's stored
/// closure property passed under its own name (`unsubscribe:`). Each fixture's input and output
/// type-check against the SwiftUI stub in Swift 5 and 6 modes, and fixing the output again
/// changes nothing.
final class FixActionSiteShapesTests: XCTestCase {
    func assertFixture(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try FixGolden.assertTypeCheckedFixture(name, file: file, line: line)
    }

    /// The messages' site names, per finding.
    func sites(_ fixture: String) throws -> [String] {
        DuplicateFindings.of(try FixFixtures.text("\(fixture).input.swift")).map(\.message)
    }

    /// `.destructive(Text("Delete")) { … }` and `.default(Text("Sign Out")) { … }` with one body,
    /// and two `.cancel(Text("Close")) { … }`, in two computed `Alert`s.
    func testAlertButtonActionsInComputedAlerts() throws {
        try assertFixture("AlertButtons")
        let messages = try sites("AlertButtons")
        XCTAssertEqual(messages.count, 2, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("`.default(_:)` action repeats the `.destructive(_:)`") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("`.cancel(_:)` action repeats the `.cancel(_:)`") }, "\(messages)")
    }

    /// One `Alert.Button` per computed property (`var stopButton: SwiftUI.Alert.Button`), written
    /// `.cancel() { … }` and `Alert.Button.destructive(_:) { … }`: the same factories as in an
    /// `Alert(…)`, so they are sites of the `Button`'s group; the `.alert` chained below the
    /// `Button` moves in with its closing `}`.
    func testAlertButtonPropertiesAreSites() throws {
        try assertFixture("AlertButtonProperties")
        let messages = try sites("AlertButtonProperties")
        XCTAssertEqual(messages.count, 1, "\(messages)")
        XCTAssertTrue(messages[0].contains("pass it to all 3: `Button`, `.cancel` and `.destructive(_:)`"), messages[0])
    }

    /// `ToolbarAction(title:systemImage:action:)` models in a computed `[ToolbarAction]`.
    func testButtonModelsInAComputedArray() throws {
        try assertFixture("ButtonModels")
        XCTAssertEqual(try sites("ButtonModels").count, 1)
    }

    /// `ChannelRow(channel:unsubscribe:)` with `let unsubscribe: (Bool) -> Void`, the same
    /// `{ _ in … }` in two `ForEach` loops: each loop's `channel` is passed.
    func testAStoredClosurePropertyOfACustomView() throws {
        try assertFixture("ClosurePropertyRows")
        let messages = try sites("ClosurePropertyRows")
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages[0].contains("`ChannelRow(unsubscribe:)` action repeats"), messages[0])
    }

    /// A computed `Alert` or array in a type that is no view holds no view's actions; a stored
    /// closure property that hands a value back (`transform: (String) -> String`) is no action.
    func testNoSiteOutsideAViewOrForAnotherLabel() {
        let code = """
        import SwiftUI

        struct AlertFactory {
            let store: AccountStore

            var deleteAlert: Alert {
                Alert(title: Text("Delete?"), primaryButton: .destructive(Text("Delete")) {
                    store.signOut()
                    store.signOut()
                }, secondaryButton: .default(Text("Keep")) {
                    store.signOut()
                    store.signOut()
                })
            }
        }

        struct Row: View {
            let title: String
            let transform: (String) -> String
            var body: some View { Text(transform(title)) }
        }

        struct ListView: View {
            var body: some View {
                VStack {
                    Row(title: "A", transform: { text in
                        text.uppercased() + text.lowercased()
                    })
                    Row(title: "B", transform: { text in
                        text.uppercased() + text.lowercased()
                    })
                }
            }
        }

        final class AccountStore {
            func signOut() {}
        }
        """
        let findings = DuplicateFindings.of(code)
        XCTAssertFalse(findings.contains { $0.message.contains("`.default") }, "\(findings.map(\.message))")
        XCTAssertFalse(findings.contains { $0.message.contains("`Row(transform:)`") }, "\(findings.map(\.message))")
        // The same closures handing nothing back are actions.
        let actions = code.replacingOccurrences(of: "(String) -> String", with: "(String) -> Void")
            .replacingOccurrences(of: "Text(transform(title))", with: "Text(title).onTapGesture { transform(title) }")
            .replacingOccurrences(of: "text.uppercased() + text.lowercased()", with: "print(text.uppercased()); print(text)")
        XCTAssertTrue(DuplicateFindings.of(actions).contains { $0.message.contains("`Row(transform:)`") })
    }
}
