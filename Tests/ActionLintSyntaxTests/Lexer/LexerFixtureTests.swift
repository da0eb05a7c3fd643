import Foundation
import XCTest
import ActionLintTestSupport
@testable import ActionLintSyntax

/// The fixtures are valid Swift (checked with the toolchain's parser) and lex cleanly.
final class LexerFixtureTests: LexerTestCase {
    func testThereAreFixtures() {
        XCTAssertGreaterThanOrEqual(LexerFixtures.urls.count, 5, "fixtures missing in \(LexerFixtures.directory.path)")
    }

    func testFixturesAreValidSwiftForTheToolchainParser() throws {
        let swiftc = try XCTUnwrap(ExternalTool.swiftc, "swiftc not found on PATH or in /opt/swift/usr/bin")
        for url in LexerFixtures.urls {
            let (status, output) = try ExternalTool.run(swiftc, ["-parse", "-swift-version", "6", url.path])
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
}
