// Only where XCTest exists: `swift build --static-swift-stdlib` builds every target and has none.
#if canImport(XCTest)
import Foundation
import XCTest

/// The `action-lint` executable that `swift build --build-tests` leaves in `.build/debug`. The
/// CLI and language-server tests run the real binary (not `CommandLineTool.run`), as a shell or
/// an editor does, so that `main.swift`, the process's own streams, `isatty` and the exit status
/// are covered too.
public enum BuiltTool {
    public static let packageRoot: URL = TestPaths.packageRoot

    public static let executable: URL = packageRoot.appendingPathComponent(".build/debug/action-lint")

    /// The build-tool plugin's per-file command, built beside it.
    public static let buildStep: URL = packageRoot.appendingPathComponent(".build/debug/action-lint-build-step")

    /// The executable, or a test failure that says how to build it (a missing binary must not
    /// look like a lint result).
    public static func located(file: StaticString = #filePath, line: UInt = #line) throws -> URL {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            XCTFail("\(executable.path) is missing: run `swift build --build-tests` before the tests", file: file, line: line)
            throw MissingExecutable()
        }
        return executable
    }

    public struct MissingExecutable: Error {}

    /// The seed fixture every golden test lints.
    public static let seedFixture: URL = TestPaths.fixture("Demo/AddItemView.swift")
}
#endif
