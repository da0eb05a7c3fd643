import ActionLintCore
import XCTest

/// What the code around a control proves about when its action can run: the builder `if`s it
/// sits in (their `else` branches too) and its own `.disabled(…)` modifiers; never anything for
/// a reaction (`.onAppear`), which `.disabled` does not stop.
final class SiteConditionsTests: XCTestCase {
    static func view(_ content: String) -> String {
        """
        struct MessageBar: View {
            @State private var draft = ""
            @State private var chat = Chat()
            var canSend: Bool
            var isOffline: Bool

            var body: some View {
                VStack {
                    TextField("Message", text: $draft)
                        .onSubmit ↓{
                            guard canSend else { return }
                            chat.send()
                            draft = ""
                        }
                    \(content)
                }
            }
        }
        """
    }

    static let proving = [
        "if canSend { Button(\"Send\") ↓{ chat.send(); draft = \"\" } }",
        "if canSend, !isOffline { HStack { Text(\"Ready\"); Button(\"Send\") ↓{ chat.send(); draft = \"\" } } }",
        "if !canSend { Text(\"Not yet\") } else { Button(\"Send\") ↓{ chat.send(); draft = \"\" } }",
        "if isOffline { Text(\"Offline\") } else if canSend { Button(\"Send\") ↓{ chat.send(); draft = \"\" } }",
        "if isOffline { Text(\"Offline\") } else if !canSend { Text(\"Wait\") } else { Button(\"Send\") ↓{ chat.send(); draft = \"\" } }",
        "if canSend { Button(\"Send\") ↓{ chat.send(); draft = \"\" }.disabled(isOffline) }",
        "Button(\"Send\") ↓{ chat.send(); draft = \"\" }.padding().disabled(isOffline).disabled(!canSend)",
    ]

    static let provingNothing = [
        "if canSend { Text(\"Ready\") }\nButton(\"Send\") { chat.send(); draft = \"\" }",
        "if canSend { Text(\"Ready\") } else { Button(\"Send\") { chat.send(); draft = \"\" } }",
        "if canSend || isOffline { Button(\"Send\") { chat.send(); draft = \"\" } }",
        "if !canSend, isOffline { Text(\"Offline\") } else { Button(\"Send\") { chat.send(); draft = \"\" } }",
        "if canSend { Text(\"Ready\").onAppear { chat.send(); draft = \"\" } }",
        "Text(\"Ready\").onAppear { chat.send(); draft = \"\" }.disabled(!canSend)",
    ]

    func testBuilderIfsAndDisabledModifiersProveTheGuard() {
        for content in Self.proving {
            let finding = GroupAssertion.assertOneGroup(Self.view(content))
            XCTAssertEqual(finding?.fix?.applicability, .safe, content)
        }
    }

    func testOtherSurroundingsProveNothing() {
        for content in Self.provingNothing {
            let code = DuplicateFindings.expectedGroup(Self.view(content)).code
            XCTAssertEqual(DuplicateFindings.of(code).map(\.message), [], content)
        }
    }
}
