import ActionLintTestSupport
import Foundation
import XCTest

/// Standard input, `--output`, the environment's say in the reporter and colour, and output
/// that does not depend on scheduling.
final class InputOutputTests: FolderTestCase {
    private var seed: String {
        get throws { try String(contentsOf: BuiltTool.seedFixture, encoding: .utf8) }
    }

    func testStandardInputIsShownAsTheStdinPath() throws {
        let run = try folder.runner().run(["-r", "xcode", "-", "--stdin-path", "App/AddItemView.swift"], stdin: try seed)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.relativeStdout, SeedFinding.xcode("App/AddItemView.swift"))
    }

    func testStandardInputWithoutAPathIsStdin() throws {
        let run = try folder.runner().run(["-r", "xcode", "-"], stdin: try seed)
        XCTAssertEqual(run.relativeStdout, SeedFinding.xcode("<stdin>"))
    }

    /// Bug fixed: an absolute `--stdin-path` inside the working folder was shown absolute, so
    /// its findings never matched the relative paths of a baseline or of a run over the folder.
    func testAbsoluteStdinPathIsShownRelativeToTheWorkingFolder() throws {
        let absolute = folder.url.appendingPathComponent("App/./AddItemView.swift").path
        let run = try folder.runner().run(["-r", "xcode", "-", "--stdin-path", absolute], stdin: try seed)
        XCTAssertEqual(run.relativeStdout, SeedFinding.xcode("App/AddItemView.swift"))
        let outside = try folder.runner().run(["-r", "xcode", "-", "--stdin-path", "/elsewhere/V.swift"], stdin: try seed)
        XCTAssertEqual(outside.relativeStdout, SeedFinding.xcode("/elsewhere/V.swift"))
    }

    /// The human reporter's excerpts come from the bytes read, not from a file on disk.
    func testStandardInputExcerptsComeFromTheInput() throws {
        let run = try folder.runner().run(["-q", "-", "--stdin-path", "Nowhere.swift"], stdin: try seed)
        XCTAssertTrue(run.relativeStdout.contains("19 |             Button(\"Add\") {\n"), run.relativeStdout)
    }

    /// Bug fixed: an exclude glob did not apply to `--stdin-path`, unlike a file named on the
    /// command line, so an editor integration linted generated files.
    func testStdinPathMatchedByAnExcludeGlobIsNotLinted() throws {
        try folder.write(".action-lint.json", #"{"exclude": ["**/Generated/**"], "include": ["Other/**"]}"#)
        let excluded = try folder.runner().run(["-", "--stdin-path", "App/Generated/View.swift"], stdin: try seed)
        XCTAssertEqual(excluded.status, 0)
        XCTAssertEqual(excluded.relativeStdout, "No findings (0 files linted).\n")
        // Include globs narrow searches only: the named input is still linted.
        let included = try folder.runner().run(["-r", "xcode", "-", "--stdin-path", "App/View.swift"], stdin: try seed)
        XCTAssertEqual(included.relativeStdout, SeedFinding.xcode("App/View.swift"))
    }

    func testOutputFileGetsTheReportAndStdoutStaysEmpty() throws {
        try folder.copySeed(to: "AddItemView.swift")
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("reports"), withIntermediateDirectories: true)
        let written = try folder.runner().run(["-r", "xcode", "-o", "reports/lint.txt", "--strict"])
        XCTAssertEqual(written.status, 1)
        XCTAssertEqual(written.relativeStdout, "")
        // --strict shows the warning as an error; the xcode reporter prints absolute paths.
        XCTAssertEqual(try folder.read("reports/lint.txt"),
                       SeedFinding.xcode(folder.path + "/AddItemView.swift").replacingOccurrences(of: ": warning: ", with: ": error: "))
    }

    func testOutputIntoAMissingFolderIsOneLineAndExitTwo() throws {
        try folder.copySeed(to: "AddItemView.swift")
        let run = try folder.runner().run(["-r", "xcode", "--output", "missing/lint.txt"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderrLines.count, 1, run.stderr)
        XCTAssertTrue(run.stderr.hasPrefix("action-lint: missing/lint.txt: cannot write the report"), run.stderr)
    }

    func testGitHubActionsPicksTheGitHubReporterUnlessOneIsNamed() throws {
        try folder.copySeed(to: "AddItemView.swift")
        let github = try folder.runner(environment: ["GITHUB_ACTIONS": "true"]).run([])
        XCTAssertTrue(github.relativeStdout.hasPrefix("::warning file=AddItemView.swift,line=19,col=27,"), github.relativeStdout)
        let named = try folder.runner(environment: ["GITHUB_ACTIONS": "true"]).run(["-r", "xcode"])
        XCTAssertEqual(named.relativeStdout, SeedFinding.xcode("AddItemView.swift"))
        let other = try folder.runner(environment: ["GITHUB_ACTIONS": "false"]).run([])
        XCTAssertTrue(other.relativeStdout.hasPrefix("AddItemView.swift:19:27: warning[duplicate-action-closure]"), other.relativeStdout)
    }

    /// Many files, several findings each, linted on every core: two runs give the same bytes,
    /// sorted by path (byte order), then line, then column.
    func testOutputIsStableAndSortedAcrossManyFiles() throws {
        let names = (0..<40).map { "Module\($0 % 4)/View\(39 - $0).swift" } + ["Z.swift", "a.swift", "_b.swift"]
        for name in names { try folder.write(name, Self.twoGroups) }
        let first = try folder.runner().run(["-r", "xcode"])
        let second = try folder.runner().run(["-r", "xcode"])
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(first.relativeStdout, second.relativeStdout)
        let warnings = first.relativeStdout.split(separator: "\n").filter { $0.contains(": warning: ") }
        XCTAssertEqual(warnings.count, names.count * 2)
        let keys = warnings.map(Self.locationKey)
        let sorted = keys.sorted { Self.ordered($0, $1) }
        XCTAssertTrue(zip(keys, sorted).allSatisfy { $0 == $1 }, "not in path, line, column order")
        XCTAssertEqual(Set(keys.map(\.path)).count, names.count)
    }

    /// Two duplicate groups per file, so findings within a file must be ordered too.
    private static let twoGroups = """
    struct V: View {
        var body: some View {
            VStack {
                Button("Save") { model.validate(); model.save() }
                Button("Also save") { model.validate(); model.save() }
                Text("x").onTapGesture { model.reload(); model.log() }
                Text("y").onTapGesture { model.reload(); model.log() }
            }
        }
    }

    """

    private static func locationKey(_ line: Substring) -> (path: String, line: Int, column: Int) {
        let parts = line.split(separator: ":", maxSplits: 3)
        return (String(parts[0]), Int(parts[1]) ?? 0, Int(parts[2]) ?? 0)
    }

    private static func ordered(_ lhs: (path: String, line: Int, column: Int), _ rhs: (path: String, line: Int, column: Int)) -> Bool {
        if lhs.path != rhs.path { return lhs.path.utf8.lexicographicallyPrecedes(rhs.path.utf8) }
        return (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// On a real terminal the human report is coloured; `NO_COLOR` and `--no-color` turn it off.
    func testColourOnlyOnATerminalWithoutNoColor() throws {
        try folder.copySeed(to: "AddItemView.swift")
        let escape = "\u{1B}["
        let terminal = TerminalRunner(folder: folder.url, environment: [:])
        XCTAssertTrue(try terminal.run([]).contains(escape), "a terminal should get colour")
        XCTAssertFalse(try TerminalRunner(folder: folder.url, environment: ["NO_COLOR": "1"]).run([]).contains(escape))
        XCTAssertFalse(try terminal.run(["--no-color"]).contains(escape))
        XCTAssertTrue(try terminal.run(["--no-color"]).contains("warning[duplicate-action-closure]"))
        XCTAssertFalse(try folder.runner().run([]).relativeStdout.contains(escape), "a pipe or file is not a terminal")
    }
}
