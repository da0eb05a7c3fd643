import ActionLintCore
import ActionLintRules
import XCTest

/// The corrections `action-lint explain` shows are real: each input becomes its output.
final class FixCorrectionExamplesTests: XCTestCase {
    func testEveryCorrectionProducesItsOutput() {
        let corrections = DuplicateActionClosureRule.description.corrections
        XCTAssertGreaterThanOrEqual(corrections.count, 4)
        for (index, correction) in corrections.enumerated() {
            FixGolden.assertFix(correction.input, becomes: correction.output, name: "Correction\(index).swift",
                                style: correction.fixStyle, unsafe: correction.unsafe)
        }
    }
}
