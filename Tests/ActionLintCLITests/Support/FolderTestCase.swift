import ActionLintTestSupport
import XCTest

/// A test case whose every test starts in a fresh `folder`, deleted when the test ends. A test
/// class that needs files there writes them in its own `setUpWithError` after calling this one.
class FolderTestCase: XCTestCase {
    var folder: TemporaryFolder!

    override func setUpWithError() throws {
        try super.setUpWithError()
        folder = try TemporaryFolder(self)
    }
}

extension TemporaryFolder {
    /// Copies the seed fixture to `relative`.
    func copySeed(to relative: String) throws {
        try write(relative, bytes: Array(try Data(contentsOf: BuiltTool.seedFixture)))
    }

    /// Runs the built tool in this folder.
    func runner(environment: [String: String] = [:]) -> ToolRunner {
        ToolRunner(folder: url, environment: environment)
    }
}
