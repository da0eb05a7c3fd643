import Foundation
import XCTest
@testable import ActionLintCore

/// The fixtures are valid Swift (checked with the toolchain's parser) and lex cleanly.
final class LexerFixtureTests: LexerTestCase {
    func testThereAreFixtures() {
        XCTAssertGreaterThanOrEqual(LexerFixtures.urls.count, 5, "fixtures missing in \(LexerFixtures.directory.path)")
    }

    func testFixturesAreValidSwiftForTheToolchainParser() throws {
        let swiftc = try XCTUnwrap(Self.findSwiftc(), "swiftc not found on PATH or in /opt/swift/usr/bin")
        for url in LexerFixtures.urls {
            let (status, output) = try Self.run(swiftc, ["-parse", "-swift-version", "6", url.path])
            XCTAssertEqual(status, 0, "\(url.lastPathComponent) does not parse:\n\(output)")
        }
    }

    func testValidFixturesLexWithoutUnknownTokens() {
        for (name, bytes) in LexerFixtures.load() {
            let lexemes = lex(bytes: bytes)
            XCTAssertFalse(lexemes.isEmpty, name)
            let unknown = lexemes.filter { $0.kind == .unknown }
            XCTAssertEqual(unknown, [], "\(name) has unknown tokens")
        }
    }

    func testStringDelimitersAndInterpolationsBalanceInFixtures() {
        for (name, bytes) in LexerFixtures.load() {
            let kinds = lex(bytes: bytes).map(\.kind)
            let count = { (kind: TokenKind) in kinds.filter { $0 == kind }.count }
            XCTAssertEqual(count(.stringStart), count(.stringEnd), name)
            XCTAssertEqual(count(.interpolationStart), count(.interpolationEnd), name)
            XCTAssertEqual(count(.leftBrace), count(.rightBrace), name)
            XCTAssertEqual(count(.leftAngle), count(.rightAngle), name)
        }
    }

    func testRegexesInFixtureAreFound() throws {
        let bytes = try XCTUnwrap(LexerFixtures.load().first { $0.name == "TextParsing.swift" }?.bytes)
        let regexes = lex(bytes: bytes).filter { $0.kind == .regexLiteral }.map(\.text)
        XCTAssertEqual(regexes.count, 2)
        XCTAssertEqual(regexes.first, #"/(\d{4})-(\d{2})-(\d{2})/"#)
        XCTAssertTrue(regexes.last?.hasPrefix("#/\n") == true && regexes.last?.hasSuffix("/#") == true)
    }

    // MARK: - Running the toolchain

    static func findSwiftc() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let candidates = path.split(separator: ":").map { "\($0)/swiftc" } + ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
