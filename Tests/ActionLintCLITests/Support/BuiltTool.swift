import Foundation
import XCTest
import ActionLintTestSupport

/// The `action-lint` executable that `swift build --build-tests` leaves in `.build/debug`. Tests
/// run the real binary (not `CommandLineTool.run`) so that `main.swift`, the process's own
/// streams, `isatty` and the exit status are covered too.
enum BuiltTool {
    /// The package root: this file is `Tests/ActionLintCLITests/Support/BuiltTool.swift`.
    static let packageRoot: URL = TestPaths.packageRoot

    static let executable: URL = packageRoot.appendingPathComponent(".build/debug/action-lint")

    /// The executable, or a test failure that says how to build it (a missing binary must not
    /// look like a lint result).
    static func located(file: StaticString = #filePath, line: UInt = #line) throws -> URL {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            XCTFail("\(executable.path) is missing: run `swift build --build-tests` before the tests", file: file, line: line)
            throw MissingExecutable()
        }
        return executable
    }

    struct MissingExecutable: Error {}

    /// The seed fixture every golden test lints.
    static let seedFixture: URL = packageRoot.appendingPathComponent("Tests/Fixtures/Demo/AddItemView.swift")
}
