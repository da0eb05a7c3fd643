@testable import ActionLintCore
import ActionLintSyntax
import XCTest

/// The runner keeps a superset of the type names of a file no rule wants (`ByteTypeNames`) and
/// reads its declarations in full only when a type with findings may be among them: every name
/// the tokens or the full byte scan give must be in it, or the scan must give no answer.
final class ByteTypeNamesTests: XCTestCase {
    private func superset(_ text: String) -> [UInt64]? { ByteTypeNames.superset(Array(text.utf8)) }

    private func piece(_ name: String) -> UInt64 { FNV1a.hash(name.utf8) }

    /// Every fixture and a generated corpus, and each with its lines cut and joined again at
    /// random: what the tokens (`DeclaredTypeNames`) and the full scan (`ByteDeclarations`)
    /// give is in the superset, tags included.
    func testEveryNameTheTokensAndTheFullScanGiveIsInTheSuperset() {
        var inputs = ByteDeclarationsTests.fixturesAndCorpus(seed: 53)
        var generator = SystemRandomNumberGenerator()
        inputs += inputs.prefix(200).map { bytes in
            var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
            lines.shuffle(using: &generator)
            return Array(lines.joined(separator: [0x0A]))
        }
        XCTAssertGreaterThan(inputs.count, 300)
        var answered = 0
        for bytes in inputs {
            guard let names = ByteTypeNames.superset(bytes) else { continue }
            answered += 1
            let all = Set(names)
            let text = String(decoding: bytes.prefix(80), as: UTF8.self)
            let file = ParsedFile.tokensOnly(source: SourceFile(path: "T.swift", bytes: bytes), tokens: Lexer.tokenize(bytes))
            XCTAssertTrue(DeclaredTypeNames.hashes(in: file).allSatisfy(all.contains), text)
            if let declared = ByteDeclarations.read(bytes) { XCTAssertTrue(declared.typeNames.allSatisfy(all.contains), text) }
        }
        // Not vacuous: nearly every file gets an answer.
        XCTAssertGreaterThan(answered, inputs.count * 9 / 10)
    }

    /// Comments and literals are read as code, and every path's first piece is tagged: more
    /// names than the file declares, never fewer.
    func testCommentsLiteralsAndNestedTypesCount() throws {
        let names = try XCTUnwrap(superset("""
            // The settings struct Row, see "extension Outer . Inner".
            enum L10n { enum HomeView {} }
            actor Loader {}
            """))
        for name in ["Row", "Outer", "Inner", "L10n", "HomeView", "Loader"] { XCTAssertTrue(names.contains(piece(name)), name) }
        XCTAssertTrue(names.contains(DeclaredTypeNames.outermost(piece("HomeView"))))
        XCTAssertTrue(names.contains(DeclaredTypeNames.outermost(piece("Outer"))))
        XCTAssertFalse(names.contains(DeclaredTypeNames.outermost(piece("Inner"))))
        XCTAssertEqual(superset("struct `Row` {}\nprotocol P {}\n"), [piece("Row"), piece("P"),
            DeclaredTypeNames.outermost(piece("Row")), DeclaredTypeNames.outermost(piece("P"))].sorted())
    }

    /// A keyword inside a longer name is no keyword: `structure`, `myClass`, `enumerated`.
    func testKeywordsInsideNamesAreNotRead() {
        XCTAssertEqual(superset("let structure = myClass.enumerated()\nvar protocols = classes\n"), [])
    }

    /// Where the lexer could read the path otherwise — a comment between its pieces, a
    /// non-ASCII name or a no-break space, a quoted name that is no plain word —, no answer.
    func testPathsTheLexerCouldReadOtherwiseGiveNoAnswer() {
        XCTAssertNil(superset("extension /* audio */ Settings.Row {}\n"))
        XCTAssertNil(superset("extension Settings // audio\n    .Row {}\n"))
        XCTAssertNil(superset("struct Café {}\n"))
        XCTAssertNil(superset("struct\u{A0}Row {}\n"))
        XCTAssertNil(superset("struct `my row` {}\n"))
    }
}
