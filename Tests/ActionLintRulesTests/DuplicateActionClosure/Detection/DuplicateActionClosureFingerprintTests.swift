import ActionLintCore
import XCTest

/// Baselines and SARIF match findings by fingerprint, so it must follow the duplicated body and
/// nothing else: not line numbers, layout or which site comes first.
final class DuplicateActionClosureFingerprintTests: XCTestCase {
    static let original = """
    struct AddItemView: View {
        var handler: (Item) -> Void
        @State private var title = ""

        var body: some View {
            HStack {
                TextField("Add item", text: $title, onCommit: {
                    guard !title.isEmpty else { return }
                    handler(Item(title: title))
                    title = ""
                })
                Button("Add") {
                    handler(Item(title: title))
                    title = ""
                }
                .disabled(title.isEmpty)
            }
        }
    }
    """

    func fingerprint(_ code: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        let findings = DuplicateFindings.of(code)
        XCTAssertEqual(findings.count, 1, file: file, line: line)
        return findings.first?.fingerprint
    }

    func testStableWhenLinesAreInsertedAbove() {
        let shifted = "import SwiftUI\n\n/// Adds an item to the list.\n" + Self.original
        XCTAssertEqual(fingerprint(shifted), fingerprint(Self.original))
    }

    func testStableWhenWhiteSpaceAndSelfAreReformatted() {
        let reformatted = """
        struct AddItemView: View {
            var handler: (Item) -> Void
            @State private var title = ""

            var body: some View {
                HStack {
                    TextField("Add item", text: $title, onCommit: { guard !title.isEmpty else { return }; handler(Item(title: title)); title = "" })
                    Button("Add")
                    {
                        self.handler(Item(title:   self.title))
                        // Clear for the next one.
                        self.title = ""
                    }
                    .disabled(title.isEmpty)
                }
            }
        }
        """
        XCTAssertEqual(fingerprint(reformatted), fingerprint(Self.original))
    }

    func testStableWhenSitesAreReordered() {
        let reordered = """
        struct AddItemView: View {
            var handler: (Item) -> Void
            @State private var title = ""

            var body: some View {
                HStack {
                    Button("Add") {
                        handler(Item(title: title))
                        title = ""
                    }
                    .disabled(title.isEmpty)
                    TextField("Add item", text: $title, onCommit: {
                        guard !title.isEmpty else { return }
                        handler(Item(title: title))
                        title = ""
                    })
                }
            }
        }
        """
        XCTAssertEqual(fingerprint(reordered), fingerprint(Self.original))
    }

    func testDiffersForADifferentBody() {
        let different = Self.original.replacingOccurrences(of: "title = \"\"", with: "title = \"New\"")
        XCTAssertNotEqual(fingerprint(different), fingerprint(Self.original))
    }

    func testDiffersForTheSameBodyInAnotherType() {
        let renamed = Self.original.replacingOccurrences(of: "AddItemView", with: "QuickAddView")
        XCTAssertNotEqual(fingerprint(renamed), fingerprint(Self.original))
    }

    /// The fingerprint is `StableHash.hex` of the type's name and the shared body's normalized
    /// texts, each after a U+001F; the rule hashes its key's bytes instead of building that
    /// string, and must give the same digits, for non-ASCII text too.
    func testIsTheStableHashOfTheTypeNameAndTheNormalizedTexts() {
        let code = """
        struct CaféView: View {
            var body: some View {
                VStack {
                    Button("A") {
                        self.model.save("crème brûlée", café)
                        dismiss()
                    }
                    Button("B") {
                        model.save("crème brûlée", café); dismiss()
                    }
                }
            }
        }
        """
        let texts = ["model", ".", "save", "(", "\"", "crème brûlée", "\"", ",", "café", ")", "dismiss", "(", ")"]
        XCTAssertEqual(fingerprint(code), StableHash.hex("CaféView" + "\u{1F}" + texts.joined(separator: "\u{1F}")))
    }
}
