@testable import ActionLintCore
import ActionLintBenchSupport
import ActionLintTestSupport
import Foundation
import XCTest

/// The lint reads the names of a file no rule lexes from its bytes (`ByteDeclarations`): they
/// must hold every name the tokens give, and where a byte scan could read the code otherwise
/// than the lexer, no answer is given (the file is lexed).
final class ByteDeclarationsTests: XCTestCase {
    private func read(_ text: String) -> ByteDeclarations? { ByteDeclarations.read(Array(text.utf8)) }

    private func word(_ name: String) -> UInt32 { ByteSearch.hash(name.utf8) }

    private func typeName(_ name: String) -> UInt64 { FNV1a.hash(name.utf8) }

    /// The path pieces of `DeclaredTypeNames` hashes, the `outermost` tags left out.
    private func pathPieces(_ hashes: [UInt64]) -> Set<UInt64> {
        Set(hashes).subtracting(hashes.map(DeclaredTypeNames.outermost))
    }

    /// Every Swift fixture of the package and a generated corpus: what the tokens give
    /// (`declaredNameHashes`, `DeclaredTypeNames`) is among what the bytes give.
    func testEveryNameTheTokensGiveIsRead() throws {
        let root = TestPaths.fixtures.path
        let fixtures = (FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }
            .compactMap { FileManager.default.contents(atPath: root + "/" + $0).map { [UInt8]($0) } }
        let corpus = SyntheticCorpus.generate(fileCount: 120, seed: 41).map { Array($0.contents.utf8) }
        let inputs = fixtures + corpus
        XCTAssertGreaterThan(fixtures.count, 100)
        var read = 0
        for bytes in inputs {
            let file = ParsedFile.tokensOnly(source: SourceFile(path: "T.swift", bytes: bytes), tokens: Lexer.tokenize(bytes))
            guard ClosureLiteralScanner(file: file).scan(keeping: { _ in false }) != nil,
                  let tokenWords = ByteSearch.declaredNameHashes(in: file),
                  let declared = ByteDeclarations.read(bytes) else { continue }
            read += 1
            let words = Set(declared.words)
            let text = String(decoding: bytes.prefix(80), as: UTF8.self)
            XCTAssertTrue(tokenWords.allSatisfy(words.contains), text)
            XCTAssertTrue(pathPieces(DeclaredTypeNames.hashes(in: file)).isSubset(of: pathPieces(declared.typeNames)), text)
        }
        // Not vacuous: most files are read from their bytes.
        XCTAssertGreaterThan(read, inputs.count * 3 / 4)
    }

    /// Every type the parser finds, nested, extended or local to a function, is one the scan
    /// says the file may declare (`DeclaredTypeNames.mayDeclare`): its qualified name's first
    /// piece is tagged outermost. Nested types are not tagged: `L10n.HomeView` is no `HomeView`.
    /// Every Swift fixture's bytes, then those of a generated corpus of 120 views.
    static func fixturesAndCorpus(seed: UInt64) -> [[UInt8]] {
        let root = TestPaths.fixtures.path
        let fixtures = (FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }
            .compactMap { FileManager.default.contents(atPath: root + "/" + $0).map { [UInt8]($0) } }
        return fixtures + SyntheticCorpus.generate(fileCount: 120, seed: seed).map { Array($0.contents.utf8) }
    }

    func testEveryTypeTheParserFindsMayBeDeclaredByTheScan() {
        var types = 0
        for bytes in Self.fixturesAndCorpus(seed: 43) {
            guard let declared = ByteDeclarations.read(bytes) else { continue }
            let syntax = ParsedFile(source: SourceFile(path: "T.swift", bytes: bytes)).syntax
            for type in syntax.types {
                types += 1
                XCTAssertTrue(DeclaredTypeNames.mayDeclare(DeclaredTypeNames.ends(of: type.qualifiedName), in: declared.typeNames),
                              "\(type.qualifiedName) in \(String(decoding: bytes.prefix(80), as: UTF8.self))")
            }
        }
        XCTAssertGreaterThan(types, 500)
        let strings = Array("""
        enum L10n {
            enum HomeView { static let title = "Home" }
        }
        func preview() {
            struct Local { var a = 1 }
        }
        extension Outer.Row {}
        """.utf8)
        let declared = ByteDeclarations.read(strings)!.typeNames
        XCTAssertFalse(DeclaredTypeNames.mayDeclare(DeclaredTypeNames.ends(of: "HomeView"), in: declared))
        for name in ["L10n.HomeView", "L10n", "Local", "Outer.Row"] {
            XCTAssertTrue(DeclaredTypeNames.mayDeclare(DeclaredTypeNames.ends(of: name), in: declared), name)
        }
    }

    /// Random code from the bytes that steer the scan: it ends, and what it reads holds what
    /// the tokens give.
    func testRandomCodeIsReadAsTheTokensReadIt() {
        let pieces = ["struct ", "class ", "extension ", "enum ", "case ", "let ", "var ", "func ", "actor ", "protocol ",
                      "typealias ", "A", "b", ".", ",", "(", ")", "{", "}", "\"", "\\(", "\\", "#", "##", "#\"", "\"#",
                      "#if X\n", "#else\n", "#endif\n", "/", "//", "/*", "*/", "`", ";", ":", "<", ">", "@", "$", "=",
                      "return ", "x / y", " / ", " ", "\n", "\r", "\t", "\"\"\"", "é", "\u{A0}", "\u{FEFF}", "1"]
        var generator = SplitMix64(seed: 0xB17E_DEC1)
        var read = 0
        for _ in 0..<6000 {
            let text = (0..<Int.random(in: 1...40, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let bytes = Array(text.utf8)
            guard let declared = ByteDeclarations.read(bytes) else { continue }
            read += 1
            let file = ParsedFile.tokensOnly(source: SourceFile(path: "T.swift", bytes: bytes), tokens: Lexer.tokenize(bytes))
            guard ClosureLiteralScanner(file: file).scan(keeping: { _ in false }) != nil,
                  let tokenWords = ByteSearch.declaredNameHashes(in: file) else { continue }
            XCTAssertTrue(tokenWords.allSatisfy(Set(declared.words).contains), text)
            XCTAssertTrue(pathPieces(DeclaredTypeNames.hashes(in: file)).isSubset(of: pathPieces(declared.typeNames)), text)
        }
        XCTAssertGreaterThan(read, 300)
    }

    /// Where a line starts is found once per line, not once per type declared on it: a long
    /// line of nested types (minified code) is read in time linear in its length.
    func testALongLineOfNestedTypesIsReadOnce() throws {
        let line = "  enum Outer {" + String(repeating: " struct Inner { let a = 1 }", count: 40_000) + " }\n"
        let declared = try XCTUnwrap(read(line))
        XCTAssertTrue(declared.typeNames.contains(typeName("Inner")))
    }

    func testCommentsAndStringsDeclareNothing() throws {
        let declared = try XCTUnwrap(read("""
        // struct Hidden
        let message = "class Quoted { \\(count) }"
        /* enum Block /* nested */ */
        let raw = #"struct RawQuoted"#
        let page = \"""
            protocol MultiLine
            \"""
        struct Real {}
        """))
        XCTAssertTrue(declared.words.contains(word("Real")))
        for name in ["Hidden", "Quoted", "Block", "RawQuoted", "MultiLine"] {
            XCTAssertFalse(declared.words.contains(word(name)), name)
        }
        XCTAssertEqual(declared.typeNames.sorted(), [typeName("Real"), DeclaredTypeNames.outermost(typeName("Real"))].sorted())
    }

    /// The tokens skip comments between a keyword and its name, and between a path's pieces.
    func testCommentsBetweenAKeywordAndItsNameAreSkipped() throws {
        let declared = try XCTUnwrap(read("struct /* the row */ Row {}\nextension Outer // more\n    .Inner {}\n"))
        XCTAssertEqual(pathPieces(declared.typeNames), [typeName("Row"), typeName("Outer"), typeName("Inner")])
        // A byte order mark is white space before the first keyword.
        XCTAssertEqual(read("\u{FEFF}struct First {}\n").map { pathPieces($0.typeNames) }, [typeName("First")])
        XCTAssertTrue(declared.words.contains(ByteSearch.extended(word("Outer"))))
    }

    /// A name declared inside braces is no file-scope name, whatever braces strings and
    /// comments hold: `L10n`'s nested `View` does not answer for the top-level `View`.
    func testOnlyNamesAtFileScopeAreTopLevel() throws {
        let declared = try XCTUnwrap(read("""
        enum L10n {
            enum View {
                static let title = "{ not a brace"
                static let close = #"}"#
                static let list = "\\(items.map { "}" + $0 })"
            }
            // }
        }
        struct Shown {}
        """))
        XCTAssertTrue(declared.words.contains(ByteSearch.topLevel(word("L10n"))))
        XCTAssertTrue(declared.words.contains(ByteSearch.topLevel(word("Shown"))))
        XCTAssertTrue(declared.words.contains(word("View")))
        XCTAssertFalse(declared.words.contains(ByteSearch.topLevel(word("View"))))
        XCTAssertFalse(declared.words.contains(ByteSearch.topLevel(word("title"))))
    }

    /// Each case of a `case` line is a name; the labels in a payload's parentheses are not.
    func testACaseLineNamesEveryCase() throws {
        let declared = try XCTUnwrap(read("enum Mood {\n    case happy = \":(\", sad, angry(reason: String, level: Int), calm\n}\n"))
        for name in ["happy", "sad", "angry", "calm"] { XCTAssertTrue(declared.words.contains(word(name)), name) }
        XCTAssertFalse(declared.words.contains(word("level")))
    }

    /// Bytes a byte scan could read otherwise than the lexer: no answer. Division is not one.
    func testNothingIsGuessedWhereTheLexerCouldReadOtherwise() {
        let unread = [
            "let digits = /\\d+/\nstruct Hidden {}\n",  // a regex literal
            "let pattern = #/a\"b/#\n",
            "struct `My Type` {}\n",  // a raw identifier with a space
            "let open = \"never closed\nstruct Next {}\n",
            "#if os(iOS)\n}\n#else\n#endif\n",  // a branch that leaves the braces unbalanced
            "struct Outer {\nstruct Inner {}\n}\n",  // flush left inside braces: the parser's recovery
            "struct Open {\n",
            "struct\u{A0}Spaced {}\n",  // a no-break space, white space to the lexer
        ]
        for text in unread { XCTAssertNil(read(text), text) }
        for text in ["let half = width / 2 / scale\n", "let ratio = (a / b) / (c / d)\n", "y = a/b/c\n"] {
            XCTAssertNotNil(read(text), text)
        }
        // The module index then takes every word of the file as a name it may declare.
        XCTAssertTrue(ByteSearch.mayDeclare("Hidden", in: Array(unread[0].utf8)))
    }

    /// Each declaration keyword has its kind, and a word one byte off (at any position, the
    /// ninth of `extension` and `typealias` too), one byte shorter or longer, has none.
    func testKeywordKindsAreReadFromEveryByteOfTheWord() {
        func kind(_ word: [UInt8]) -> ByteSearch.KeywordKind { word.withUnsafeBufferPointer(ByteSearch.keywordKind) }
        let expected: [(String, ByteSearch.KeywordKind)] = [
            ("var", .member), ("let", .member), ("func", .member), ("typealias", .member), ("enum", .type), ("class", .type),
            ("actor", .type), ("struct", .type), ("protocol", .type), ("case", .caseKeyword), ("extension", .extensionKeyword),
        ]
        // The packed constants spell the list the byte scan's tables are built from.
        XCTAssertEqual(Set(expected.map(\.0)), Set(ByteSearch.declarationKeywords))
        for (keyword, wanted) in expected {
            let bytes = Array(keyword.utf8)
            XCTAssertEqual(kind(bytes), wanted, keyword)
            for position in bytes.indices {
                var changed = bytes
                changed[position] = changed[position] == UInt8(ascii: "x") ? UInt8(ascii: "y") : UInt8(ascii: "x")
                XCTAssertEqual(kind(changed), .none, String(decoding: changed, as: UTF8.self))
            }
            XCTAssertEqual(kind(Array(bytes.dropLast())), .none, keyword)
            XCTAssertEqual(kind(bytes + [UInt8(ascii: "s")]), .none, keyword)
        }
        XCTAssertEqual(kind([]), .none)
    }

    /// The quick test of a word's first byte and length lets every declaration keyword through,
    /// and stops words that only share a keyword's first byte or its length.
    func testTheKeywordLengthTableLetsEveryKeywordThrough() {
        func passes(_ word: String) -> Bool {
            let bytes = Array(word.utf8)
            return ByteDeclarations.keywordLengths[Int(bytes[0])] & (1 << UInt16(min(bytes.count, 15))) != 0
        }
        for keyword in ["var", "let", "func", "enum", "case", "class", "actor", "extension", "struct", "protocol", "typealias"] {
            let kind = Array(keyword.utf8).withUnsafeBufferPointer(ByteSearch.keywordKind)
            XCTAssertNotEqual(kind, ByteSearch.KeywordKind.none, keyword)
            XCTAssertTrue(passes(keyword), keyword)
        }
        for word in ["value", "Text", "structure", "lets", "fun", "x", "protocols", "typealiases"] { XCTAssertFalse(passes(word), word) }
    }
}
