import Foundation

/// Type-checked inputs under `Tests/Fixtures/Signatures`.
enum SignatureFixtures {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Signatures
        .deletingLastPathComponent()  // Actions
        .deletingLastPathComponent()  // ActionLintRulesTests
        .deletingLastPathComponent()  // Tests
        .appendingPathComponent("Fixtures/Signatures")
}
