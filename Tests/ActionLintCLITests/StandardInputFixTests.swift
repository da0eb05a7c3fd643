import ActionLintTestSupport
import Foundation
import XCTest
@testable import ActionLintCLI

/// `--fix -` and `--diff -`, what an editor runs on unsaved text: the fixed source (or the diff)
/// on stdout, nothing written anywhere, the configuration of the `--stdin-path` file applied, and
/// on any error one line on stderr, exit 2 and an empty stdout (never half a source).
final class StandardInputFixTests: FolderTestCase {
    private var seed: String {
        get throws { try String(contentsOf: BuiltTool.seedFixture, encoding: .utf8) }
    }

    private func listing() -> [String] {
        (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []).sorted()
    }

    func testFixPrintsTheFixedSourceAndWritesNothing() throws {
        // The saved file differs from the buffer being fixed; it must stay as it is.
        try folder.write("App/AddItemView.swift", "struct Saved {}\n")
        let before = listing()
        let run = try folder.runner().run(["--fix", "-", "--stdin-path", "App/AddItemView.swift"], stdin: try seed)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, try SeedFix.fixed(.method))
        XCTAssertEqual(run.stderrLines, ["action-lint: fixed 1 finding in 1 file"])
        XCTAssertEqual(listing(), before)
        XCTAssertEqual(try folder.read("App/AddItemView.swift"), "struct Saved {}\n")
    }

    /// The editor runs the tool from anywhere: the configuration is found from the file's folder.
    func testTheConfigurationOfTheStdinPathApplies() throws {
        try folder.write("App/.action-lint.json", #"{"fixStyle": "property"}"#)
        let absolute = folder.url.appendingPathComponent("App/AddItemView.swift").path
        let elsewhere = try TemporaryFolder(self)
        let run = try elsewhere.runner().run(["--fix", "-", "--stdin-path", absolute], stdin: try seed)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, try SeedFix.fixed(.property))
        // Without a path there is no file to take the configuration from: the defaults apply.
        let unnamed = try elsewhere.runner().run(["--fix", "-", "-q"], stdin: try seed)
        XCTAssertEqual(unnamed.stdout, try SeedFix.fixed(.method))
        XCTAssertEqual(unnamed.stderr, "")
    }

    func testNothingToFixGivesTheSourceBackUnchanged() throws {
        let clean = "struct Label: View {\n    var body: some View { Text(\"Hi\") }\n}\n"
        let run = try folder.runner().run(["--fix", "-", "--stdin-path", "Label.swift"], stdin: clean)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, clean)
        XCTAssertEqual(run.stderr, "", "nothing was fixed: no \"fixed\" summary")

        // Excluded by the configuration: not linted, still handed back whole.
        try folder.write(".action-lint.json", #"{"exclude": ["Generated/"]}"#)
        let excluded = try folder.runner().run(["--fix", "-", "--stdin-path", "Generated/AddItemView.swift"], stdin: try seed)
        XCTAssertEqual(excluded.status, 0, excluded.stderr)
        XCTAssertEqual(excluded.stdout, try seed)
    }

    /// What is left after the fix decides the exit code; the report goes only to `--output`.
    func testRemainingFindingsSetTheExitCodeAndReportOnlyToAFile() throws {
        let playlist = try String(contentsOf: BuiltTool.packageRoot.appendingPathComponent("Tests/Fixtures/Demo/PlaylistView.swift"), encoding: .utf8)
        let run = try folder.runner().run(["--fix", "-", "--stdin-path", "PlaylistView.swift", "--strict", "-r", "xcode", "-o", "report.txt"], stdin: playlist)
        // Standard input is linted alone: the model's file is not there to say what `song` is.
        XCTAssertEqual(run.status, 1, "the Play button's finding has no fix and --strict fails on it\n" + run.stderr)
        XCTAssertTrue(run.stdout.contains("func reload() async"), run.stdout)
        XCTAssertTrue(run.stdout.hasSuffix("}\n"), "the whole source")
        let report = try folder.read("report.txt")
        // The xcode reporter's absolute path; `--strict` reports the warning as an error.
        XCTAssertTrue(report.hasPrefix(folder.path + "/PlaylistView.swift:20:31: error: "), report)
        XCTAssertEqual(report.split(separator: "\n").filter { $0.contains(": error: ") }.count, 1, report)
        XCTAssertFalse(report.contains(".task"), "the fixed pair is gone from the report: \(report)")
    }

    func testDiffPrintsTheDiffAndWritesNothing() throws {
        let before = listing()
        let run = try folder.runner().run(["--diff", "-", "--stdin-path", "App/AddItemView.swift"], stdin: try seed)
        XCTAssertEqual(run.status, 1, "there is something to fix\n" + run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix("--- a/App/AddItemView.swift\n+++ b/App/AddItemView.swift\n@@ "), run.stdout)
        XCTAssertTrue(run.stdout.contains("\n+            Button(\"Add\", action: addItem)\n"), run.stdout)
        XCTAssertEqual(run.stderr, "")
        XCTAssertEqual(listing(), before)

        let clean = try folder.runner().run(["--diff", "-", "--stdin-path", "Label.swift"], stdin: "struct Label {}\n")
        XCTAssertEqual(clean.status, 0, clean.stderr)
        XCTAssertEqual(clean.stdout, "")
    }

    func testABadConfigurationIsOneLineExitTwoAndNoSource() throws {
        try folder.write("App/.action-lint.json", #"{"fixStyle": "closure"}"#)
        for mode in ["--fix", "--diff"] {
            let run = try folder.runner().run([mode, "-", "--stdin-path", "App/AddItemView.swift"], stdin: try seed)
            XCTAssertEqual(run.status, 2, mode)
            XCTAssertEqual(run.stdout, "", mode)
            XCTAssertEqual(run.stderrLines.count, 1, run.stderr)
            XCTAssertTrue(run.stderr.hasPrefix("action-lint: App/.action-lint.json: fixStyle"), run.stderr)
        }
    }

    /// Text that is not UTF-8 is one line naming it and nothing else: no "fixed 0 findings"
    /// summary for a run that printed no source.
    func testInputThatIsNotUTF8IsOneLineWithoutAFixedSummary() throws {
        let bytes = Array("struct Label: View {\n    var body: some View { Text(\"".utf8) + [0xE9] + Array("t\u{E9}\") }\n}\n".utf8)
        let out = OutputSink(), err = OutputSink()
        let io = CommandIO(stdout: out, stderr: err, readStandardInput: { bytes }, workingFolder: folder.path)
        let code = CommandLineTool.run(arguments: ["--fix", "-", "--stdin-path", "Label.swift"], io: io)
        out.flush()
        err.flush()
        XCTAssertEqual(code, 2, err.capturedText)
        XCTAssertEqual(err.capturedText, "action-lint: Label.swift: not UTF-8 text (invalid byte 0xE9 at line 2)\n")
        XCTAssertEqual(out.captured, [])
    }

    /// Bytes that are not Swift (NULs, invalid UTF-8, stray quotes) are linted like any file:
    /// no crash, nothing to fix, the bytes come back exactly.
    /// A binary file is an input error (exit 2, one line naming it), never "fixed" into stdout.
    func testBinaryInputIsAnErrorAndPrintsNothing() throws {
        var generator = SeededBytes(seed: 0x57D1_4F1C)
        let noise = generator.bytes(count: 8_192, biasedTowards: Array("{}()\"\\/*\n Button".utf8)) + [0x00, 0xFF, 0xC3]
        let out = OutputSink(), err = OutputSink()
        let io = CommandIO(stdout: out, stderr: err, readStandardInput: { noise }, workingFolder: folder.path)
        let code = CommandLineTool.run(arguments: ["--fix", "-", "--stdin-path", "Noise.swift", "-q"], io: io)
        out.flush()
        err.flush()
        XCTAssertEqual(code, 2, err.capturedText)
        XCTAssertEqual(err.capturedText, "action-lint: Noise.swift: binary file (NUL byte at line 19)\n")
        XCTAssertEqual(out.captured, [])
        XCTAssertEqual(listing(), [])
    }
}
