import ActionLintCore
import XCTest

/// The seed example: a guarded `onCommit:` and a `.disabled` button, in both fix styles.
final class FixSeedTests: XCTestCase {
    func testSeedMethodStyle() throws {
        try FixGolden.assertFixture("AddItemView", suffix: "fixed-method")
    }

    func testSeedPropertyStyle() throws {
        try FixGolden.assertFixture("AddItemView", suffix: "fixed-property", style: .property)
    }
}
