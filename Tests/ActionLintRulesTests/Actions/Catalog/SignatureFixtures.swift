import Foundation
import ActionLintTestSupport

/// Type-checked inputs under `Tests/Fixtures/Signatures`.
enum SignatureFixtures {
    static let folder = TestPaths.fixture("Signatures")
}
