import ActionLintSyntax
import Foundation
import XCTest
import ActionLintTestSupport

/// Parses fixtures of `Tests/Fixtures` for tests of the syntax model.
enum SyntaxFixture {
    static let fixturesFolder = TestPaths.fixtures

    /// Parses `Fixtures/<relativePath>`; fails the test (and parses nothing) if it is missing.
    static func load(_ relativePath: String, file: StaticString = #filePath, line: UInt = #line) -> ParsedFile {
        guard let data = FileManager.default.contents(atPath: fixturesFolder.appendingPathComponent(relativePath).path) else {
            XCTFail("missing fixture \(relativePath)", file: file, line: line)
            return parse("")
        }
        return ParsedFile(source: SourceFile(path: relativePath, bytes: [UInt8](data)))
    }

    static func parse(_ text: String) -> ParsedFile {
        ParsedFile(source: SourceFile(path: "Inline.swift", text: text))
    }

    static func line(of token: Int, in file: ParsedFile) -> Int {
        file.source.line(of: file.offset(token))
    }
}
