import XCTest
@testable import ActionLintCore
import ActionLintRules

/// A fix is never applied when bytes the lexer could not read (NUL, invalid UTF-8, an
/// unterminated string) lie inside the ranges it edits; bad bytes elsewhere do not stop it.
final class FileFixerUnknownTokenTests: XCTestCase {
    private static func buttons(_ body: String) -> String {
        """
        struct TwoButtons: View {
            var body: some View {
                VStack {
                    Button("A") {
                        \(body)
                        reload()
                    }
                    Button("B") {
                        \(body)
                        reload()
                    }
                }
            }
        }

        """
    }

    private func fix(_ code: String) -> FileFixer.Outcome {
        FileFixer(engine: PipelineCheck.engine, allowUnsafe: true).fix(path: "T.swift", bytes: Array(code.utf8), memberIndex: MemberIndex())
    }

    func testCleanDuplicateIsFixed() {
        XCTAssertTrue(fix(Self.buttons("log(\"fine\")")).changed)
    }

    /// Invalid UTF-8 in code (not inside a string, where bytes are kept as string contents).
    func testInvalidUTF8InsideTheDuplicateBlocksTheFix() {
        let code = Self.buttons("log(x) \u{1}").utf8.map { $0 == 1 ? 0xFF : $0 }
        let file = ParsedFile(source: SourceFile(path: "T.swift", bytes: code))
        XCTAssertTrue(file.tokens.contains { $0.kind == .unknown }, "the byte must lex as unknown for this test to mean anything")
        let findings = PipelineCheck.engine.lint(file, memberIndex: MemberIndex(syntax: file.syntax))
        let fixes = findings.compactMap(\.fix)
        XCTAssertEqual(fixes.count, 1, "the duplicate is still found and has a fix")
        let fixer = FileFixer(engine: PipelineCheck.engine, allowUnsafe: true)
        XCTAssertTrue(fixer.touchesUnknownTokens(fixes[0], file))
        let outcome = fixer.fix(path: "T.swift", bytes: code, memberIndex: MemberIndex())
        XCTAssertFalse(outcome.changed)
        XCTAssertEqual(outcome.fixed, code)
        XCTAssertNil(outcome.refusal, "skipped, not refused: the finding is reported as it is")
        XCTAssertEqual(outcome.remaining.count, 1)
    }

    func testUnterminatedStringInsideTheDuplicateBlocksTheFix() {
        let outcome = fix(Self.buttons("log(\"broken)"))
        XCTAssertFalse(outcome.changed)
    }

    /// The token just before an edit counts too: an edit that starts right after an unknown
    /// token would glue new text onto bytes nobody could read.
    func testUnknownTokenTouchingTheEditStartBlocksTheFix() {
        let code = Self.buttons("log(\"fine\")")
        let file = ParsedFile(source: SourceFile(path: "T.swift", text: code))
        let fixer = FileFixer(engine: PipelineCheck.engine, allowUnsafe: true)
        let fix = Fix(title: "t", edits: [Edit(range: 10..<12, replacement: "x")], applicability: .safe)
        XCTAssertFalse(fixer.touchesUnknownTokens(fix, file))
        let broken = ParsedFile(source: SourceFile(path: "T.swift", bytes: Array(code.utf8.prefix(9)) + [0xFF] + Array(code.utf8.dropFirst(10))))
        XCTAssertTrue(fixer.touchesUnknownTokens(fix, broken))
    }

    func testInvalidUTF8OutsideTheEditsDoesNotBlockTheFix() {
        let code = Self.buttons("log(\"fine\")")
        let bytes = Array(code.utf8) + [0xFF, 0x00, 0x0A]
        let outcome = FileFixer(engine: PipelineCheck.engine, allowUnsafe: true).fix(path: "T.swift", bytes: bytes, memberIndex: MemberIndex())
        XCTAssertTrue(outcome.changed)
        XCTAssertEqual(Array(outcome.fixed.suffix(3)), [0xFF, 0x00, 0x0A], "bytes outside the edits are kept")
    }
}
