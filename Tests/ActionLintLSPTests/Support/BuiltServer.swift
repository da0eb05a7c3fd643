import Foundation
import XCTest
import ActionLintTestSupport

/// The `action-lint` executable that `swift build --build-tests` leaves in `.build/debug`, found
/// as `ActionLintCLITests` finds it: the server is tested as editors run it, a process on pipes.
enum BuiltServer {
    /// The package root: this file is `Tests/ActionLintLSPTests/Support/BuiltServer.swift`.
    static let packageRoot: URL = TestPaths.packageRoot

    static let executable: URL = packageRoot.appendingPathComponent(".build/debug/action-lint")

    static func located(file: StaticString = #filePath, line: UInt = #line) throws -> URL {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            XCTFail("\(executable.path) is missing: run `swift build --build-tests` before the tests", file: file, line: line)
            throw MissingExecutable()
        }
        return executable
    }

    struct MissingExecutable: Error {}

    static func fixture(_ relativePath: String) -> URL {
        packageRoot.appendingPathComponent("Tests/Fixtures").appendingPathComponent(relativePath)
    }
}
