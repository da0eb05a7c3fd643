@testable import ActionLintCore
import ActionLintSyntax
import XCTest

/// A module index parses other files for their declarations alone (`ParsedFile.declarationsOnly`):
/// what it reads of them must be what the full parse gives.
final class DeclarationsOnlyParseTests: XCTestCase {
    func testTheTypesMembersAndModuleDeclarationsAreTheFullParsesInEveryFixtureAndACorpus() {
        var closuresLeftOut = 0
        var declarations = 0
        for bytes in ByteDeclarationsTests.fixturesAndCorpus(seed: 44) {
            let source = SourceFile(path: "T.swift", bytes: bytes)
            let full = ParsedFile(source: source)
            let alone = ParsedFile.declarationsOnly(source: source)
            let shown = String(decoding: bytes.prefix(80), as: UTF8.self)
            XCTAssertEqual(alone.syntax.types, full.syntax.types, shown)
            XCTAssertEqual(alone.syntax.members, full.syntax.members, shown)
            XCTAssertTrue(alone.syntax.closures.isEmpty && alone.syntax.calls.isEmpty, shown)
            closuresLeftOut += full.syntax.closures.count
            let read = DeclarationReader.declarations(in: alone).map(Self.summary)
            XCTAssertEqual(read, DeclarationReader.declarations(in: full).map(Self.summary), shown)
            declarations += read.count
        }
        // The files are views: there was work to leave out, and declarations to read.
        XCTAssertGreaterThan(closuresLeftOut, 1_000)
        XCTAssertGreaterThan(declarations, 1_000)
    }

    /// What a declaration says, its tokens as text.
    static func summary(_ declaration: ModuleDeclaration) -> String {
        let text = { (tokens: [Int]) in tokens.map { declaration.file.text($0) }.joined(separator: " ") }
        let parameters = declaration.parameters.map { "\($0.label) \($0.name): \(text($0.type)) \($0.hasDefault)" }
        return "\(declaration.kind) \(declaration.qualifiedName) \(declaration.access) static=\(declaration.isStatic) "
            + "type=\(text(declaration.type)) init=\(text(declaration.initializer)) (\(parameters)) <\(declaration.genericParameters)>"
    }
}
