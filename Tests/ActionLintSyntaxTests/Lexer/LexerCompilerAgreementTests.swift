import Foundation
import XCTest
import ActionLintTestSupport
@testable import ActionLintSyntax

/// Whatever the compiler's parser accepts, the lexer lexes without an `unknown` token: every
/// literal input of the lexer tests goes through `swiftc -frontend -parse` (with bare `/…/`
/// regexes enabled), and those it accepts must lex cleanly.
final class LexerCompilerAgreementTests: XCTestCase {
    /// Inputs of issue 15's table, which the compiler accepts and the lexer got wrong.
    private static let issueInputs = [
        "let a = #\"\"\"#", "let a = #\"\"\"\"#", "let a = #\"\"\"abc\"#", "let a = ##\"\"\"#\"##",
        "let r = /[)]x/", "let a = 0xFF.description", "let a = 0x1F.byteSwapped",
        "struct V { var v: Int }\nfunc /(a: V, b: V) -> V { V(v: a.v/b.v) }",
        "let s = \"\"\nlet m = try? /a+b/.firstMatch(in: s)", "let q = x.default/2 + y.default/2",
        "let b = !/a/.isEmpty", #"let r = /a\ /"#, "let r = #/   \n  a\n/#", "let a$b = 1",
        "let e\u{0301} = 1", "let a\u{00A0}= 1", "let k = \\`Type`.x",
    ]

    func testInputsTheCompilerAcceptsLexWithoutUnknownTokens() throws {
        let inputs = LexerTestInputs.load().map { (label: "\($0.file):\($0.line)", text: $0.text) }
            + Self.issueInputs.enumerated().map { (label: "issue input \($0.offset)", text: $0.element) }
        XCTAssertGreaterThan(inputs.count, 150, "too few test inputs found in \(LexerTestInputs.folder.path)")
        let accepted = try acceptedByTheCompiler(inputs.map(\.text))
        // Most inputs are valid Swift; a broken run of the compiler must not pass as agreement.
        XCTAssertGreaterThan(accepted.count, inputs.count / 2)
        // A NUL byte the compiler only warns about (and skips); the lexer reports it as `unknown`
        // on purpose (README, "Tokens"), so inputs holding one are left out.
        for (index, input) in inputs.enumerated() where accepted.contains(index) && !input.text.contains("\0") {
            let bytes = Array(input.text.utf8)
            let tokens = Lexer.tokenize(bytes)
            XCTAssertNil(TokenCoverage.violation(in: tokens, byteCount: bytes.count), input.label)
            let unknown = tokens.filter { $0.kind == .unknown }.map { String(decoding: bytes[$0.range], as: UTF8.self) }
            XCTAssertEqual(unknown, [], "\(input.label): \(String(reflecting: input.text)) has unknown tokens")
        }
        for index in inputs.indices.suffix(Self.issueInputs.count) {
            XCTAssertTrue(accepted.contains(index), "the compiler rejects \(String(reflecting: inputs[index].text))")
        }
    }

    /// The indexes of the `sources` that `swiftc -frontend -parse -enable-bare-slash-regex`
    /// parses without an error, all in one run of the compiler. Only the first of several files
    /// may hold top-level code, so the errors saying so are about the file's place in the run,
    /// not its syntax, and are ignored.
    private func acceptedByTheCompiler(_ sources: [String]) throws -> Set<Int> {
        let swiftc = try XCTUnwrap(ExternalTool.swiftc, "swiftc not found on PATH or in /opt/swift/usr/bin")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lexer-inputs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = try sources.enumerated().map { index, source -> String in
            let path = folder.appendingPathComponent("input\(index).swift").path
            try Data(source.utf8).write(to: URL(fileURLWithPath: path))
            return path
        }
        let (_, output) = try ExternalTool.run(swiftc, ["-frontend", "-parse", "-enable-bare-slash-regex"] + paths)
        var rejected = Set<Int>()
        for line in output.split(separator: "\n") where line.contains(": error: ") {
            guard !line.hasSuffix("are not allowed at the top level"),
                  let name = line.split(separator: ":").first?.split(separator: "/").last,
                  let index = Int(name.dropFirst("input".count).dropLast(".swift".count)) else { continue }
            rejected.insert(index)
        }
        // The bad-input tests' inputs are there too: a compiler that rejected nothing did not run.
        XCTAssertFalse(rejected.isEmpty, "swiftc reported no errors at all:\n\(output.prefix(2_000))")
        return Set(sources.indices).subtracting(rejected)
    }
}
