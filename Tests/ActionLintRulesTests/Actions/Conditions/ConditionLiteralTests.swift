import ActionLintCore
import XCTest

/// A guard-prefix pair whose rest is trivial is reported exactly when the unguarded Button's
/// `.disabled(…)` proves the guard's condition: the spellings `ConditionLiteral` equates prove
/// it, every other spelling does not (and then the pair is silent).
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

            private var canUpload: Bool { !title.isEmpty }
            private var isSlow: Bool {
                return count > limit
            }

            var body: some View {
                VStack {
                    Button("Upload now") ↓{
                        guard \(condition) else { return }
                        uploader.start()
                    }
                    Button("Upload") ↓{ uploader.start() }
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
        // The empty string literal: `x == ""` is `x.isEmpty`.
        ("!title.isEmpty", "title == \"\""),
        ("title != \"\"", "title.isEmpty"),
        ("\"\" != title", "\"\" == title"),
        // A computed `Bool` property stands for its expression (`canUpload` below).
        ("canUpload", "title.isEmpty"),
        ("!title.isEmpty", "!canUpload"),
        ("canUpload", "!canUpload"),
        // `let _ = e` binds exactly when `e != nil`.
        ("let _ = draft", "draft == nil"),
        ("let _ = draft, !isBusy", "isBusy || nil == draft"),
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
        ("!title.isEmpty", "title == \" \""),
        ("draft != \"\"", "draft?.isEmpty == true"),
        // `isSlow` says something else than `title.isEmpty`.
        ("isSlow", "title.isEmpty"),
        ("let _ = draft", "draft != nil"),
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
            .replacingOccurrences(of: "uploader.start()", with: "uploader.start(); count += 1")
        XCTAssertEqual(DuplicateFindings.of(code).map(\.message), [])
    }
}
