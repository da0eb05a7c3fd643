import XCTest
import ActionLintCore
import ActionLintRules
import ActionLintBenchSupport

/// `LintEngine.needsFixEdits`: a run whose output shows no edits (every reporter but SARIF)
/// lets the rule leave them out. Nothing else may change: the same findings, messages, fix
/// titles and applicabilities, and the same findings without a fix and their reasons.
final class FixEditsLeftOutTests: XCTestCase {
    private func findings(_ bytes: [UInt8], needsFixEdits: Bool, fixStyle: FixStyle) -> [Finding] {
        var engine = LintEngine(ruleTypes: RuleRegistry.rules, configuration: .fixStyle(fixStyle))
        engine.needsFixEdits = needsFixEdits
        let file = ParsedFile(source: SourceFile(path: "T.swift", bytes: bytes))
        return engine.lint(file, memberIndex: MemberIndex(syntax: file.syntax))
    }

    /// Every input, both fix styles: findings with edits left out equal findings with edits once
    /// the edits are dropped; returns how many findings had a fix and how many had edits left out.
    private func assertOnlyEditsDiffer(_ inputs: [(name: String, bytes: [UInt8])]) -> (fixed: Int, leftOut: Int) {
        var fixed = 0
        var leftOut = 0
        for style in [FixStyle.method, .property] {
            for input in inputs {
                let full = findings(input.bytes, needsFixEdits: true, fixStyle: style)
                let lean = findings(input.bytes, needsFixEdits: false, fixStyle: style)
                let stripped = { (findings: [Finding]) in
                    findings.map { finding -> Finding in
                        var finding = finding
                        finding.fix?.edits = []
                        return finding
                    }
                }
                // A file with suppression comments keeps its edits in both runs (see below).
                XCTAssertEqual(stripped(lean), stripped(full), "\(input.name) (\(style))")
                fixed += full.filter { $0.fix != nil }.count
                // A file with suppression comments keeps its edits: they decide whether a fix is kept.
                leftOut += lean.filter { $0.fix != nil && $0.fix!.edits.isEmpty }.count
            }
        }
        return (fixed, leftOut)
    }

    func testFixturesAndCorpus() {
        var inputs = ["Demo", "Rules/duplicate-action-closure", "Fuzz", "Parser"].flatMap { PipelineCheck.fixtureFiles(in: $0) }
        inputs += SyntheticCorpus.generate(fileCount: 80, seed: 5).map { ($0.path, Array($0.contents.utf8)) }
        let counts = assertOnlyEditsDiffer(inputs)
        // Not vacuous: many fixes, most of them without their edits.
        XCTAssertGreaterThan(counts.fixed, 40)
        XCTAssertGreaterThan(counts.leftOut, counts.fixed / 2)
    }

    /// A suppression that covers a line the fix would edit drops the fix (with a reason): the
    /// engine needs the edits for that, so a file with suppressions keeps them.
    func testSuppressionsStillDropTheFixesTheyCover() {
        let code = """
        import SwiftUI

        struct AddItemView: View {
            @State private var newItem = ""
            @State private var items: [String] = []

            var body: some View {
                VStack {
                    TextField("New item", text: $newItem, onCommit: {
                        items.append(newItem)
                        newItem = ""
                    })
                    Button("Add") {
                        items.append(newItem)
                        newItem = ""
                    }
                    // action-lint:disable duplicate-action-closure - the method would go below
                }
            }
        }

        """
        let lean = findings(Array(code.utf8), needsFixEdits: false, fixStyle: .method)
        let full = findings(Array(code.utf8), needsFixEdits: true, fixStyle: .method)
        XCTAssertEqual(lean, full)
        XCTAssertEqual(lean.count, 1)
        XCTAssertNil(lean.first?.fix)
        XCTAssertNotNil(lean.first?.noFixReason)
    }
}
