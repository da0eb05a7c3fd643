import ActionLintCore
import ActionLintTestSupport
import Foundation
import XCTest

/// `action-lint extract FILE:LINE:COLUMN [--fix-style property] [--fix]` through the binary: the
/// diff, the written file (type-checked against the SwiftUI stub in Swift 5 and 6 modes), and a
/// one-line error with exit 2 for a position in no action, an action no member can stand for,
/// and a position that is not one.
final class ExtractCommandTests: FolderTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        try folder.write("ComposerView.swift", try Self.fixture("ComposerView"))
    }

    private func run(_ arguments: [String]) throws -> ToolRun {
        try folder.runner().run(arguments)
    }

    /// A two-statement Button action beside an `.onSubmit` with a capture list, and the Button's
    /// extraction in each style (what the refactoring and server tests expect too).
    static func fixture(_ name: String) throws -> String {
        try String(contentsOf: TestPaths.fixture("ExtractAction/\(name).swift"), encoding: .utf8)
    }

    func testFixWritesTheExtractionAndTheDiffShowsIt() throws {
        let composer = try Self.fixture("ComposerView"), extracted = try Self.fixture("ComposerView.method")
        let diff = try run(["extract", "ComposerView.swift:14:13"])
        XCTAssertEqual(diff.status, 0, diff.stderr)
        XCTAssertEqual(diff.stderr, "")
        XCTAssertEqual(diff.stdout, UnifiedDiff.diff(path: "ComposerView.swift", old: Array(composer.utf8), new: Array(extracted.utf8)))
        XCTAssertEqual(try folder.read("ComposerView.swift"), composer, "the diff writes nothing")
        let fix = try run(["extract", "ComposerView.swift:13:1", "--fix"])
        XCTAssertEqual(fix.status, 0, fix.stderr)
        XCTAssertEqual(fix.stdout, "")
        XCTAssertEqual(fix.stderrLines, ["action-lint: ComposerView.swift:13:1: extracted the `Button` action into method `send()`"])
        XCTAssertEqual(try folder.read("ComposerView.swift"), extracted)
        SwiftUITypeCheck.assertTypeChecks([.init(name: "ComposerInput", text: composer)])
        SwiftUITypeCheck.assertTypeChecks([.init(name: "ComposerExtracted", text: extracted)])
    }

    func testTheStyleIsTheFlagsElseTheConfigurations() throws {
        try folder.write(".action-lint.json", #"{ "fixStyle": "property" }"#)
        let configured = try run(["extract", "ComposerView.swift:15:1"])
        XCTAssertEqual(configured.status, 0, configured.stderr)
        XCTAssertTrue(configured.stdout.contains("+    var sendAction: () -> Void {"), configured.stdout)
        let flagged = try run(["extract", "--fix-style", "method", "ComposerView.swift:15:1"])
        XCTAssertTrue(flagged.stdout.contains("+    func send() {"), flagged.stdout)
        let written = try run(["extract", "ComposerView.swift:15:1", "--fix"])
        XCTAssertEqual(written.stderrLines, ["action-lint: ComposerView.swift:15:1: extracted the `Button` action into computed property `sendAction`"])
        XCTAssertEqual(try folder.read("ComposerView.swift"), try Self.fixture("ComposerView.property"))
    }

    func testAPositionInNoActionOrAnActionNoMemberCanStandForIsExitTwo() throws {
        let outside = try run(["extract", "ComposerView.swift:4:5"])
        XCTAssertEqual(outside.status, 2)
        XCTAssertEqual(outside.stdout, "")
        XCTAssertEqual(outside.stderrLines, [
            "action-lint: ComposerView.swift:4:5: no action closure here (extract takes a position inside an action closure's braces or on its callee's line)",
        ])
        let hoverCard = """
        import SwiftUI

        struct HoverCard: View {
            var body: some View {
                var hovers = 0
                Text("Card")
                    .onHover { _ in hovers += 1 }
            }
        }

        """
        try folder.write("HoverCard.swift", hoverCard)
        let anonymous = try run(["extract", "HoverCard.swift:7:1", "--fix"])
        XCTAssertEqual(anonymous.status, 2)
        XCTAssertEqual(anonymous.stderrLines, ["action-lint: HoverCard.swift:7:1: cannot extract the `.onHover` "
            + "action: the closures read `hovers`, a variable of `body`; a parameter could not be changed as the "
            + "closures may change it"])
        XCTAssertEqual(try folder.read("HoverCard.swift"), hoverCard)
        SwiftUITypeCheck.assertTypeChecks([.init(name: "HoverCard", text: hoverCard)])
    }

    func testABadPositionIsExitTwoNamingTheProblem() throws {
        let cases: [([String], String)] = [
            (["extract", "ComposerView.swift:11"], "extract: 'ComposerView.swift:11' is not FILE:LINE:COLUMN (such as Sources/View.swift:12:9)"),
            (["extract", "ComposerView.swift:0:1"], "extract: the line in 'ComposerView.swift:0:1' is not a number of at least 1"),
            (["extract", "ComposerView.swift:3:x"], "extract: the column in 'ComposerView.swift:3:x' is not a number of at least 1"),
            (["extract", "ComposerView.swift:40:1"], "ComposerView.swift:40:1: line 40 is past the end of the file (20 lines)"),
            (["extract", "ComposerView.swift:14:40"], "ComposerView.swift:14:40: column 40 is past the end of line 14 (34 characters)"),
            (["extract", "Missing.swift:1:1"], "Missing.swift: no such file or directory"),
            (["extract"], "extract needs FILE:LINE:COLUMN (usage: action-lint extract FILE:LINE:COLUMN [--fix-style method|property] [--fix])"),
            (["extract", "ComposerView.swift:11:1", "ComposerView.swift:15:1"],
             "extract takes one FILE:LINE:COLUMN (usage: action-lint extract FILE:LINE:COLUMN [--fix-style method|property] [--fix])"),
            (["extract", "ComposerView.swift:11:1", "--diff"],
             "extract: unknown option '--diff' (usage: action-lint extract FILE:LINE:COLUMN [--fix-style method|property] [--fix])"),
            (["extract", "ComposerView.swift:11:1", "--fix-style=closure"], "--fix-style expects method or property, got 'closure'"),
        ]
        for (arguments, message) in cases {
            let run = try run(arguments)
            XCTAssertEqual(run.status, 2, "\(arguments)")
            XCTAssertEqual(run.stdout, "", "\(arguments)")
            XCTAssertEqual(run.stderrLines, ["action-lint: " + message], "\(arguments)")
        }
        XCTAssertEqual(try folder.read("ComposerView.swift"), try Self.fixture("ComposerView"))
    }

    func testTheHelpAndTheReadmeNameTheCommand() throws {
        let help = try run(["help", "extract"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.hasPrefix("action-lint extract FILE:LINE:COLUMN [--fix-style method|property] [--fix]\n"), help.stdout)
        XCTAssertTrue(try run(["--help"]).stdout.contains("  action-lint extract <file:line:column>"))
        let readme = try String(contentsOf: BuiltTool.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertTrue(readme.contains("| `action-lint extract FILE:LINE:COLUMN` |"), "the README's subcommand table")
        let editors = try String(contentsOf: BuiltTool.packageRoot.appendingPathComponent("docs/editors.md"), encoding: .utf8)
        XCTAssertTrue(editors.contains("only = { 'refactor.extract' }"), "docs/editors.md: Neovim")
    }
}
