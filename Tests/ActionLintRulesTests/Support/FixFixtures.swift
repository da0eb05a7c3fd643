import Foundation
import ActionLintTestSupport

/// Golden fix fixtures in `Tests/Fixtures/Rules/duplicate-action-closure`: `<case>.input.swift` and what `--fix` makes of it.
enum FixFixtures {
    static let folder = TestPaths.fixture("Rules/duplicate-action-closure")

    static func text(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: folder.appendingPathComponent(name)), as: UTF8.self)
    }
}
