import Foundation

/// Where the package and its test fixtures are, found from this file's own place
/// (`Tests/ActionLintTestSupport/`), so a test file can move between folders freely.
public enum TestPaths {
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // ActionLintTestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// `Tests/Fixtures`.
    public static let fixtures: URL = packageRoot.appendingPathComponent("Tests/Fixtures", isDirectory: true)

    /// `Tests/Fixtures/<relative>`.
    public static func fixture(_ relative: String) -> URL {
        fixtures.appendingPathComponent(relative)
    }
}
