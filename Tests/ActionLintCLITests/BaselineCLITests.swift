import ActionLintTestSupport
import XCTest

/// `--write-baseline` and `--baseline` through the built binary: the file's bytes, and which
/// findings stay hidden as the code around them changes.
final class BaselineCLITests: FolderTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        try folder.copySeed(to: "Sources/AddItemView.swift")
        try folder.write("Sources/Other.swift", Self.pair(first: "Save", second: "Store"))
    }

    /// A view whose two Buttons share a body.
    private static func pair(first: String, second: String, body: String = "model.validate(); model.save()") -> String {
        """
        struct Other: View {
            var body: some View {
                VStack {
                    Button("\(first)") { \(body) }
                    Button("\(second)") { \(body) }
                }
            }
        }

        """
    }

    private func writeBaseline() throws -> ToolRun {
        try folder.runner().run(["--write-baseline", "baseline.json", "--strict", "-r", "xcode"])
    }

    private func lintAgainstBaseline() throws -> ToolRun {
        try folder.runner().run(["--baseline", "baseline.json", "--strict", "-r", "xcode"])
    }

    func testWriteBaselineIsSortedStableJSONAndExitsZero() throws {
        let run = try writeBaseline()
        XCTAssertEqual(run.status, 0, "writing a baseline accepts the findings, even with --strict")
        XCTAssertEqual(run.stderrLines, ["action-lint: wrote 2 findings to the baseline baseline.json"])
        let expected = """
        {
          "version": 1,
          "entries": [
            {
              "rule": "duplicate-action-closure",
              "file": "Sources/AddItemView.swift",
              "fingerprint": "\(SeedFinding.fingerprint)",
              "count": 1,
              "sites": 2
            },
            {
              "rule": "duplicate-action-closure",
              "file": "Sources/Other.swift",
              "fingerprint": "%@",
              "count": 1,
              "sites": 2
            }
          ]
        }

        """
        let written = try folder.read("baseline.json")
        let otherFingerprint = try XCTUnwrap(written.components(separatedBy: "\"fingerprint\": \"").last?.prefix(16))
        XCTAssertEqual(written, expected.replacingOccurrences(of: "%@", with: String(otherFingerprint)))
        _ = try writeBaseline()
        XCTAssertEqual(try folder.read("baseline.json"), written, "same findings, same bytes")
    }

    func testRecordedFindingsStayHiddenAfterEdits() throws {
        _ = try writeBaseline()
        XCTAssertEqual(try lintAgainstBaseline().status, 0)
        // Lines inserted above, whitespace reformatted, the two sites swapped.
        let seed = try folder.read("Sources/AddItemView.swift")
        try folder.write("Sources/AddItemView.swift", "// A header\n// of two lines\n\n" + seed.replacingOccurrences(of: "\nhandler(item)", with: "\n    handler( item )"))
        try folder.write("Sources/Other.swift", Self.pair(first: "Store", second: "Save", body: "model.validate() ;   model.save()"))
        let run = try lintAgainstBaseline()
        XCTAssertEqual(run.relativeStdout, "")
        XCTAssertEqual(run.status, 0, run.stderr)
    }

    /// The seed with its sites swapped: the guarded TextField now comes second, so it is the
    /// finding's primary site, and the guard is on one line.
    func testSwappedSeedSitesStayHidden() throws {
        _ = try writeBaseline()
        try folder.write("Sources/AddItemView.swift", """
        struct AddItemView: View {
            var handler: (Item) -> Void
            @State private var title = ""

            var body: some View {
                HStack {
                    Button("Add") {
                        let item = Item(title: title)
                        handler(item)
                        title = ""
                    }
                    .disabled(title.isEmpty)
                    TextField("Add item", text: $title, onCommit: {
                        guard !title.isEmpty else { return }
                        let item = Item(title: title)
                        handler(item)
                        title = ""
                    })
                }
            }
        }

        """)
        let unfiltered = try folder.runner().run(["-r", "xcode"])
        XCTAssertTrue(unfiltered.relativeStdout.contains("Sources/AddItemView.swift:13:59: warning: "), unfiltered.relativeStdout)
        let run = try lintAgainstBaseline()
        XCTAssertEqual(run.relativeStdout, "")
        XCTAssertEqual(run.status, 0, run.stderr)
    }

    func testNewDuplicateIsReported() throws {
        _ = try writeBaseline()
        try folder.write("Sources/New.swift", Self.pair(first: "Go", second: "Again", body: "model.start(); model.log()"))
        let run = try lintAgainstBaseline()
        XCTAssertEqual(run.status, 1)
        // --strict: every finding is shown as an error.
        XCTAssertTrue(run.relativeStdout.hasPrefix("Sources/New.swift:5:29: error: "), run.relativeStdout)
        XCTAssertEqual(run.relativeStdout.split(separator: "\n").count, 2, run.relativeStdout)
    }

    /// The human summary says how many findings the baseline hid (issue 48, item 7): "No
    /// findings" would read as a clean tree.
    func testTheSummarySaysHowManyTheBaselineHid() throws {
        _ = try writeBaseline()
        let hidden = try folder.runner().run(["--baseline", "baseline.json"])
        XCTAssertEqual(hidden.status, 0, hidden.stderr)
        XCTAssertEqual(hidden.stdout, "No new findings; 2 hidden by the baseline (2 files linted).\n")
        try folder.write("Sources/New.swift", Self.pair(first: "Go", second: "Again", body: "model.start(); model.log()"))
        let new = try folder.runner().run(["--baseline", "baseline.json"])
        XCTAssertTrue(new.stdout.hasSuffix("\nFound 1 new finding in 1 file; 2 hidden by the baseline (3 files linted).\n"), new.stdout)
        // --fix reports what is left the same way.
        let fixed = try folder.runner().run(["--fix", "--baseline", "baseline.json"])
        XCTAssertEqual(fixed.status, 0, fixed.stderr)
        XCTAssertEqual(fixed.stdout, "No new findings; 2 hidden by the baseline (3 files linted).\n")
        XCTAssertEqual(try folder.runner().run([]).stdout.components(separatedBy: "\n").suffix(2), ["Found 2 findings in 2 files (3 files linted).", ""])
    }

    func testMissingBaselineIsOneLineAndExitTwo() throws {
        let run = try folder.runner().run(["--baseline", "nope.json"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.relativeStdout, "")
        XCTAssertEqual(run.stderrLines, ["action-lint: nope.json: cannot read the baseline: no such file or directory"])
    }

    func testCorruptBaselineIsOneLineAndExitTwo() throws {
        try folder.write("bad.json", "{\"version\": 1, \"entries\": [\n")
        let run = try folder.runner().run(["--baseline", "bad.json"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderrLines, ["action-lint: bad.json:2:1: invalid JSON: unexpected end of input, expected a value"])
        try folder.write("bad.json", #"{"version": 2, "entries": []}"#)
        XCTAssertEqual(try folder.runner().run(["--baseline", "bad.json"]).stderrLines,
                       ["action-lint: bad.json: version: expected 1, found 2"])
    }
}
