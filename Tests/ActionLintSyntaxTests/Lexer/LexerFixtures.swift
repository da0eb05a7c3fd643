import Foundation
import ActionLintTestSupport

/// The realistic Swift files under `Tests/Fixtures/Lexer`, found relative to this source file
/// so the tests need no bundle resources.
enum LexerFixtures {
    static let directory: URL = TestPaths.fixtures.appendingPathComponent("Lexer", isDirectory: true)

    static var urls: [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { directory.appendingPathComponent($0) }
    }

    /// Every fixture's bytes, by file name.
    static func load() -> [(name: String, bytes: [UInt8])] {
        urls.compactMap { url in
            guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
            return (url.lastPathComponent, [UInt8](data))
        }
    }
}
