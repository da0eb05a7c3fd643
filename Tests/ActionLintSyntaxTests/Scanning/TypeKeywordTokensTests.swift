import XCTest
@testable import ActionLintSyntax
import ActionLintBenchSupport

/// `ParsedFile.typeKeywordTokens`: a closure scan that reaches the end of a file hands over the
/// type keywords it met, and what it hands over must be exactly what a pass of their own finds
/// (the runner looks up declared type names from it, for files that are never parsed).
final class TypeKeywordTokensTests: XCTestCase {
    private func file(_ code: String) -> ParsedFile {
        let source = SourceFile(path: "T.swift", text: code)
        return ParsedFile.tokensOnly(source: source, tokens: Lexer.tokenize(source.bytes))
    }

    /// The type keywords of a file, from a pass of their own (nothing scanned the file before).
    private func ownPass(_ code: String) -> [Int] { file(code).typeKeywordTokens }

    /// The type keywords a scan handed over, or nil when the scan gave up early.
    private func fromScan(_ code: String) -> [Int]? {
        let scanned = file(code)
        guard ClosureLiteralScanner(file: scanned).scan(keeping: { _ in true }) != nil else { return nil }
        return scanned.typeKeywordTokens
    }

    func testTheScanFindsWhatAPassOfItsOwnFinds() {
        let code = """
        import SwiftUI
        #if os(iOS) // struct in a comment
        struct Row: View { var body: some View { Text("class \\(name)") } }
        #elseif struct
        #endif
        actor Cache { let actor = 1 }
        enum Route { case home }
        extension Settings.VolumeRow {
            protocol Nested {}
        }
        final class Store { func make() -> some View { Button("Go") { enumerate() } } }
        """
        let scanned = fromScan(code)
        XCTAssertEqual(scanned, ownPass(code))
        // `struct` and `actor` twice each (the directive line's `struct`, the property named
        // `actor`: every spelling counts), `enum`, `extension`, `protocol`, `class`.
        XCTAssertEqual(scanned?.count, 8)
    }

    /// Over generated SwiftUI files (views, models, `#if`, strings, generics) and a generated
    /// mock file, wherever the scan reaches the end.
    func testGeneratedCorpus() {
        var files = SyntheticCorpus.generate(fileCount: 60, seed: 11).map(\.contents)
        files.append(SyntheticCorpus.generatedMockFile(approximateBytes: 30_000))
        var scannedToTheEnd = 0
        for code in files {
            guard let scanned = fromScan(code) else { continue }
            scannedToTheEnd += 1
            XCTAssertEqual(scanned, ownPass(code))
        }
        XCTAssertGreaterThan(scannedToTheEnd, 50)
    }

    /// A scan that gives up (a `}` with nothing open) hands nothing over: the own pass runs.
    func testAnIrregularFileFallsBackToItsOwnPass() {
        let code = "struct A {}\n}\nenum B {}\n"
        XCTAssertNil(fromScan(code))
        let scanned = file(code)
        _ = ClosureLiteralScanner(file: scanned).scan(keeping: { _ in true })
        XCTAssertEqual(scanned.typeKeywordTokens.count, 2)
    }

    /// A file the engine parses after the scan keeps what the scan found: the declaration
    /// keywords a module index reads names from are not lost for the files that are parsed.
    func testTheParsedFileKeepsWhatTheScanFound() {
        let code = "struct Row {\n    var title: String\n    func open() {}\n}\nextension Row { case none }\n"
        let scanned = file(code)
        XCTAssertNotNil(ClosureLiteralScanner(file: scanned).scan(keeping: { _ in true }))
        let parsed = scanned.parsed(syntax: ShallowParser.parse(source: scanned.source, tokens: scanned.tokens))
        XCTAssertTrue(parsed.hasSyntax)
        XCTAssertEqual(parsed.declarationKeywordTokens?.types, scanned.declarationKeywordTokens?.types)
        XCTAssertEqual(parsed.declarationKeywordTokens?.members, scanned.declarationKeywordTokens?.members)
        XCTAssertEqual(parsed.declarationKeywordTokens?.members.count, 3)
        XCTAssertEqual(parsed.syntax.types.map(\.qualifiedName), ["Row", "Row"])
    }
}
