import ActionLintCore
import ActionLintRules
import Foundation
import XCTest
import ActionLintTestSupport

/// Loads Swift sources for the parser tests and reduces what the parser and the classifier
/// found to records that read like the source.
enum ParserFixture {
    /// `Tests/Fixtures`.
    static let fixturesFolder = TestPaths.fixtures

    /// Parses `Fixtures/<relativePath>`; fails the test (and parses nothing) if it is missing.
    static func load(_ relativePath: String, file: StaticString = #filePath, line: UInt = #line) -> ParsedFile {
        let url = fixturesFolder.appendingPathComponent(relativePath)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            XCTFail("missing fixture \(url.path)", file: file, line: line)
            return parse("")
        }
        return ParsedFile(source: SourceFile(path: relativePath, bytes: [UInt8](data)))
    }

    static func parse(_ text: String) -> ParsedFile {
        ParsedFile(source: SourceFile(path: "Inline.swift", text: text))
    }

    /// Every action site of `file`, in source order.
    static func records(_ file: ParsedFile) -> [ActionRecord] {
        ActionClassifier.actionSites(in: file).map { record(for: $0, in: file) }
    }

    static func record(for site: ActionSite, in file: ParsedFile) -> ActionRecord {
        let syntax = file.syntax
        let closure = syntax.closures[site.closure]
        let member = syntax.members[closure.member]
        return ActionRecord(
            syntax.types[member.typeIndex].qualifiedName, member.name, syntax.calls[site.call].callee, site.parameterLabel,
            startLine: line(of: closure.leftBrace, in: file), endLine: closure.rightBrace.map { line(of: $0, in: file) },
            parameters: closure.parameters, async: site.isAsync, bound: uniqueNames(closure.boundReads)
        )
    }

    /// The closure of the action whose `{` is on `line` (the first one on that line).
    static func actionClosure(onLine line: Int, in file: ParsedFile, file testFile: StaticString = #filePath,
                              testLine: UInt = #line) -> ClosureExpression? {
        actionClosureIndex(onLine: line, in: file, file: testFile, testLine: testLine).map { file.syntax.closures[$0] }
    }

    /// Index into `SyntaxModel.closures` of the action whose `{` is on `line`.
    static func actionClosureIndex(onLine line: Int, in file: ParsedFile, file testFile: StaticString = #filePath,
                                   testLine: UInt = #line) -> Int? {
        for site in ActionClassifier.actionSites(in: file)
        where self.line(of: file.syntax.closures[site.closure].leftBrace, in: file) == line {
            return site.closure
        }
        XCTFail("no action closure on line \(line)", file: testFile, line: testLine)
        return nil
    }

    static func line(of token: Int, in file: ParsedFile) -> Int {
        file.source.line(of: file.offset(token))
    }

    static func uniqueNames(_ reads: [BoundRead]) -> [String] {
        var seen = Set<String>()
        return reads.map(\.name).filter { seen.insert($0).inserted }
    }
}
