import ActionLintCore
import ActionLintRules
import Foundation
import XCTest
import ActionLintTestSupport

/// The seed example (the bundled demo's `AddItemView.swift`: a guarded `onCommit:` and a
/// `.disabled` button) is documented as a correction in both fix styles, so the rule's own
/// examples prove that it becomes the article's final code byte for byte.
final class FixSeedTests: XCTestCase {
    static var seed: String {
        let url = TestPaths.fixture("Demo/AddItemView.swift")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }

    func testTheSeedIsACorrectionInBothStyles() {
        XCTAssertFalse(Self.seed.isEmpty)
        for style in FixStyle.allCases {
            let corrections = DuplicateActionClosureRule.description.corrections.filter { $0.input == Self.seed && $0.fixStyle == style }
            XCTAssertEqual(corrections.count, 1, "the seed in \(style) style")
            for correction in corrections {
                XCTAssertFalse(correction.unsafe, "the seed's fix is safe: the Button carries the matching .disabled")
                FixGolden.assertFix(Self.seed, becomes: correction.output, name: "AddItemView.swift", style: style)
            }
        }
    }
}
