import Foundation
import XCTest
@testable import ActionLintCore

/// `FileFixer.apply`: one fix no finding carries (an extraction asked for at the cursor), under
/// the checks of a round of `--fix`.
final class SingleFixApplicationTests: XCTestCase {
    /// Reports the first `struct`, its fingerprint the number of functions the file declares:
    /// an edit anywhere that adds one changes the finding without touching its site.
    struct FunctionCountRule: Rule {
        static let description = RuleDescription(id: "function-count", name: "Function count", summary: "Test rule.", whatItDoes: "Test.", why: "")

        func check(_ file: ParsedFile, _ context: RuleContext) -> [Finding] {
            guard let structure = file.tokens.firstIndex(where: { file.source.token($0, is: "struct") }) else { return [] }
            let functions = file.tokens.filter { file.source.token($0, is: "func") }.count
            let range = Int(file.tokens[structure].start)..<Int(file.tokens[structure].end)
            return [Finding(ruleID: Self.description.id, severity: .warning, message: "count", range: SourceRange(file: file.source, bytes: range),
                            fingerprint: "\(functions)")]
        }
    }

    let code = "struct A {\n    func f() {\n        print(1)\n    }\n}\n"

    func fixer() -> FileFixer {
        FileFixer(engine: LintEngine(ruleTypes: [FunctionCountRule.self], configuration: Configuration()), allowUnsafe: false)
    }

    /// The byte offset of the first `text` in the code.
    func offset(of text: String) -> Int { code.utf8.distance(from: code.startIndex, to: code.range(of: text)!.lowerBound) }

    func testAFixThatKeepsTheOtherFindingsIsApplied() {
        let print = offset(of: "print(1)")
        let fix = Fix(title: "Print two", edits: [Edit(range: print..<(print + 8), replacement: "print(2)")], applicability: .safe)
        let outcome = fixer().apply(fix, to: ParsedFile(source: SourceFile(path: "A.swift", text: code)), memberIndex: MemberIndex())
        XCTAssertNil(outcome.refusal)
        XCTAssertEqual(String(decoding: outcome.fixed, as: UTF8.self), code.replacingOccurrences(of: "print(1)", with: "print(2)"))
        XCTAssertTrue(outcome.changed)
    }

    func testAFixThatChangesAFindingItDoesNotTouchIsRefused() {
        let end = code.utf8.count
        let fix = Fix(title: "Add a function", edits: [Edit(range: end..<end, replacement: "func g() {}\n")], applicability: .safe)
        let outcome = fixer().apply(fix, to: ParsedFile(source: SourceFile(path: "A.swift", text: code)), memberIndex: MemberIndex())
        XCTAssertEqual(outcome.refusal, "fix refused, file left unchanged: a finding outside the fix (line 1) would change")
        XCTAssertEqual(outcome.fixed, Array(code.utf8))
        XCTAssertFalse(outcome.changed)
    }

    func testAFindingWhoseSiteTheFixEditsGoesWithIt() {
        // Renaming the struct and adding a function: the finding at `struct` changes, but its site is edited.
        let structure = offset(of: "struct A")
        let fix = Fix(title: "Rewrite", edits: [Edit(range: structure..<(structure + 8), replacement: "struct B {}\nstruct A")],
                      applicability: .safe)
        let withFunction = Fix(title: fix.title, edits: fix.edits + [Edit(range: code.utf8.count..<code.utf8.count, replacement: "func g() {}\n")],
                               applicability: .safe)
        let outcome = fixer().apply(withFunction, to: ParsedFile(source: SourceFile(path: "A.swift", text: code)), memberIndex: MemberIndex())
        XCTAssertNil(outcome.refusal)
        XCTAssertEqual(outcome.fixedCount, 1)
    }

    func testAFixThatUnbalancesBracketsIsRefused() {
        let brace = offset(of: "}\n}")
        let fix = Fix(title: "Drop", edits: [Edit(range: brace..<(brace + 1), replacement: "")], applicability: .safe)
        let outcome = fixer().apply(fix, to: ParsedFile(source: SourceFile(path: "A.swift", text: code)), memberIndex: MemberIndex())
        XCTAssertEqual(outcome.refusal, "fix refused, file left unchanged: the result would have unbalanced brackets")
        XCTAssertFalse(outcome.changed)
    }
}
