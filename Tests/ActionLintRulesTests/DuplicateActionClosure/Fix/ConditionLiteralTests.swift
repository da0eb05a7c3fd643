import ActionLintCore
import XCTest

/// A guard-prefix pair is reported exactly when the unguarded Button's `.disabled(…)` proves the
/// guard's condition: the spellings `ConditionLiteral` equates prove it, every other spelling
/// does not (and then the pair is silent, however much the rest does).
final class ConditionLiteralTests: XCTestCase {
    static func view(guard condition: String, disabled: String) -> String {
        """
        struct UploadView: View {
            @State private var uploader = Uploader()
            @State private var count = 0
            @State private var limit = 3
            @State private var title = ""
            @State private var isBusy = false
            @State private var isOffline = false
            @State private var isReady = false
            @State private var draft: String? = nil

            var body: some View {
                VStack {
                    Button("Upload now") ↓{
                        guard \(condition) else { return }
                        uploader.start()
                        count += 1
                    }
                    Button("Upload") ↓{
                        uploader.start()
                        count += 1
                    }
                    .disabled(\(disabled))
                }
            }
        }
        """
    }

    static let proving: [(condition: String, disabled: String)] = [
        ("!title.isEmpty", "title.isEmpty"),
        ("isReady", "!isReady"),
        ("isReady", "!(isReady)"),
        ("self.isReady", "!isReady"),
        ("!isBusy", "!(!isBusy)"),
        ("title.count == 6", "title.count != 6"),
        ("6 == title.count", "title.count != 6"),
        ("title.count != 6", "title.count == 6"),
        ("draft !== nil", "draft === nil"),
        ("count < limit", "count >= limit"),
        ("count < limit", "limit <= count"),
        ("count > 0", "count <= 0"),
        ("count >= limit", "count < limit"),
        ("count <= limit", "limit < count"),
        ("count + 1 < limit", "count + 1 >= limit"),
        ("!isBusy, !isOffline", "isBusy || isOffline"),
        ("!isBusy && !isOffline", "isOffline || isBusy"),
        ("isReady, count < limit", "!(isReady && count < limit)"),
        ("!isBusy", "isBusy || count == 0"),
        ("(count < limit)", "!(count < limit)"),
        ("draft ?? \"\" != title", "(draft ?? \"\") == title"),
        // Comparisons with a Bool literal, either way round.
        ("isReady == true", "!isReady"),
        ("isReady", "isReady == false"),
        ("isReady", "false == isReady"),
        ("true == isReady", "isReady != true"),
        ("isReady != false", "!isReady"),
        ("!isBusy", "isBusy == true"),
        ("isBusy == false, isOffline != true", "isBusy || isOffline"),
        // Emptiness: `isEmpty` against the count compared with 0 or 1.
        ("!title.isEmpty", "title.count == 0"),
        ("title.count > 0", "title.isEmpty"),
        ("title.count != 0", "title.isEmpty"),
        ("title.count >= 1", "title.count < 1"),
        ("0 < title.count", "title.isEmpty"),
        ("!title.isEmpty", "self.title.count == 0"),
    ]

    static let provingNothing: [(condition: String, disabled: String)] = [
        ("title.isEmpty", "title.isEmpty"),
        ("title.count == 6", "title.count == 6"),
        ("count < limit", "count > limit"),
        ("count < limit", "count <= limit"),
        ("isReady && !isBusy", "!isReady"),
        // An optional compared with `false` is not the negation of the one compared with `true`.
        ("draft?.isEmpty == true", "draft?.isEmpty == false"),
        ("title.count > 1", "title.isEmpty"),
        ("isReady || isOffline", "!isReady"),
        ("!isBusy", "isBusy && isOffline"),
        ("isReady ? isOffline : isBusy", "!(isReady ? isOffline : isBusy) && count == 0"),
        ("count < limit", "isBusy"),
    ]

    func testEquivalentSpellingsProveTheGuard() {
        for (condition, disabled) in Self.proving {
            let finding = GroupAssertion.assertOneGroup(Self.view(guard: condition, disabled: disabled))
            XCTAssertEqual(finding?.fix?.applicability, .safe, "guard \(condition) / .disabled(\(disabled))")
        }
    }

    func testOtherSpellingsProveNothing() {
        for (condition, disabled) in Self.provingNothing {
            let code = DuplicateFindings.expectedGroup(Self.view(guard: condition, disabled: disabled)).code
            XCTAssertEqual(DuplicateFindings.of(code).map(\.message), [], "guard \(condition) / .disabled(\(disabled))")
        }
    }

    /// Without the proof the guarded site is another action, however much the rest does: no
    /// finding, so no fix that drops or adds the condition at a site.
    func testAnUnprovenPairWithARestWorthAMethodIsNotReported() {
        let code = DuplicateFindings.expectedGroup(Self.view(guard: "title.isEmpty", disabled: "title.isEmpty")).code
        XCTAssertEqual(DuplicateFindings.of(code).map(\.message), [])
    }

    /// A proven pair of two sites whose rest is one call: the condition and an existing call are
    /// not worth a method between them (`TrivialShape`: one layer around one statement).
    func testAProvenPairOfTwoSitesWithOneCallIsTrivial() {
        let view = Self.view(guard: "!title.isEmpty", disabled: "title.isEmpty")
            .replacingOccurrences(of: "\n                count += 1", with: "")
        let code = DuplicateFindings.expectedGroup(view).code
        XCTAssertFalse(code.contains("count += 1"))
        XCTAssertEqual(DuplicateFindings.of(code).map(\.message), [])
    }
}
