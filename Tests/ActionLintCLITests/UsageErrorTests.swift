import ActionLintTestSupport
import XCTest

/// Command lines that cannot run: exit 2, nothing on stdout, one line on stderr, and nothing
/// written or linted.
final class UsageErrorTests: FolderTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        try folder.copySeed(to: "AddItemView.swift")
    }

    private func assertUsageError(_ arguments: [String], _ message: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let run = try folder.runner().run(arguments)
        XCTAssertEqual(run.status, 2, file: file, line: line)
        XCTAssertEqual(run.relativeStdout, "", file: file, line: line)
        XCTAssertEqual(run.stderrLines, ["action-lint: " + message], file: file, line: line)
    }

    /// Bug fixed: the value of `--output` was taken even when it was the next flag, so the
    /// report went to a file named `-r` and `json` was linted as a path.
    func testValueFlagFollowedByAnotherFlag() throws {
        try assertUsageError(["--output", "-r", "json"], "--output needs a value, found the option '-r' (write --output=-r if that is the value)")
        XCTAssertFalse(folder.exists("-r"))
        try assertUsageError(["--baseline", "--strict"], "--baseline needs a value, found the option '--strict' (write --baseline=--strict if that is the value)")
        // Written with `=`, a value may start with a dash.
        let run = try folder.runner().run(["-r", "xcode", "--output=-report.txt"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try folder.read("-report.txt"), SeedFinding.xcode(folder.path + "/AddItemView.swift"))
    }

    func testMissingValue() throws {
        try assertUsageError(["--reporter"], "--reporter needs a value")
    }

    func testBadValues() throws {
        try assertUsageError(["-r", "yaml"], "unknown reporter 'yaml' (expected one of: human, xcode, json, sarif, github, checkstyle)")
        try assertUsageError(["--fix-style", "closure"], "--fix-style expects method or property, got 'closure'")
        try assertUsageError(["--min-tokens", "0"], "--min-tokens expects a whole number of at least 1, got '0'")
        try assertUsageError(["--strict=yes"], "--strict takes no value")
    }

    func testConflictingFlags() throws {
        try assertUsageError(["--fix", "--diff"], "--fix and --diff cannot be combined (--diff only shows the fix)")
        // Bug fixed: --write-baseline was silently ignored with --fix and --diff.
        try assertUsageError(["--fix", "--write-baseline", "b.json"], "--write-baseline cannot be combined with --fix or --diff")
        XCTAssertFalse(folder.exists("b.json"))
        try assertUsageError(["--unsafe-fixes"], "--unsafe-fixes goes with --fix or --diff")
        try assertUsageError(["--stdin-path", "A.swift"], "--stdin-path names standard input: pass '-' as the path too")
        try assertUsageError(["-", "AddItemView.swift"], "'-' (standard input) cannot be combined with other paths")
        try assertUsageError(["--fix", "-", "AddItemView.swift"], "'-' (standard input) cannot be combined with other paths")
    }

    func testSubcommandArity() throws {
        try assertUsageError(["rules", "extra"], "rules takes no arguments but --markdown")
        try assertUsageError(["dump-tokens"], "dump-tokens takes exactly one file")
        try assertUsageError(["dump-syntax", "a.swift", "b.swift"], "dump-syntax takes exactly one file")
    }
}
