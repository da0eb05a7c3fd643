import XCTest
@testable import ActionLintCore
import ActionLintTestSupport

final class BaselineTests: XCTestCase {
    private func finding(_ path: String, line: Int, fingerprint: String, rule: String = "duplicate-action-closure") -> Finding {
        let start = SourcePosition(line: line, column: 5, offset: line * 40)
        let end = SourcePosition(line: line + 2, column: 6, offset: line * 40 + 60)
        return Finding(
            ruleID: rule, severity: .warning, message: "duplicated action",
            range: SourceRange(path: path, start: start, end: end), fingerprint: fingerprint
        )
    }

    func testShiftedLinesStayHiddenAndNewFingerprintsAreReported() {
        let baseline = Baseline(findings: [finding("Sources/A.swift", line: 10, fingerprint: "abc")])
        let moved = finding("Sources/A.swift", line: 42, fingerprint: "abc")
        let new = finding("Sources/A.swift", line: 50, fingerprint: "def")
        let elsewhere = finding("Sources/B.swift", line: 10, fingerprint: "abc")
        XCTAssertEqual(baseline.filter([moved, new, elsewhere]), [new, elsewhere])
    }

    func testCountsHideOnlyAsManyCopiesAsWereAccepted() {
        let accepted = [finding("A.swift", line: 3, fingerprint: "f"), finding("A.swift", line: 9, fingerprint: "f")]
        let baseline = Baseline(findings: accepted)
        XCTAssertEqual(baseline.entries, [BaselineEntry(rule: "duplicate-action-closure", file: "A.swift", fingerprint: "f", count: 2, sites: 1)])
        let third = finding("A.swift", line: 20, fingerprint: "f")
        // Given in any order, the two earliest copies stay hidden and the extra one is reported.
        XCTAssertEqual(baseline.filter([third, finding("A.swift", line: 4, fingerprint: "f"), finding("A.swift", line: 12, fingerprint: "f")]), [third])
    }

    func testRuleIsPartOfTheKey() {
        let baseline = Baseline(findings: [finding("A.swift", line: 1, fingerprint: "f", rule: "rule-a")])
        let otherRule = finding("A.swift", line: 1, fingerprint: "f", rule: "rule-b")
        XCTAssertEqual(baseline.filter([otherRule]), [otherRule])
    }

    func testSerializationIsSortedAndByteStable() {
        let findings = [
            finding("Sources/B.swift", line: 1, fingerprint: "2"),
            finding("./Sources/A.swift", line: 9, fingerprint: "9", rule: "z-rule"),
            finding("Sources/A.swift", line: 5, fingerprint: "b"),
            finding("Sources/A.swift", line: 1, fingerprint: "a"),
            finding("Sources/A.swift", line: 7, fingerprint: "a"),
        ]
        let expected = """
        {
          "version": 1,
          "entries": [
            {
              "rule": "duplicate-action-closure",
              "file": "Sources/A.swift",
              "fingerprint": "a",
              "count": 2,
              "sites": 1
            },
            {
              "rule": "duplicate-action-closure",
              "file": "Sources/A.swift",
              "fingerprint": "b",
              "count": 1,
              "sites": 1
            },
            {
              "rule": "z-rule",
              "file": "Sources/A.swift",
              "fingerprint": "9",
              "count": 1,
              "sites": 1
            },
            {
              "rule": "duplicate-action-closure",
              "file": "Sources/B.swift",
              "fingerprint": "2",
              "count": 1,
              "sites": 1
            }
          ]
        }

        """
        XCTAssertEqual(Baseline(findings: findings).serialized(), expected)
        XCTAssertEqual(Baseline(findings: findings.reversed()).serialized(), expected)
        XCTAssertEqual(Baseline(findings: []).serialized(), "{\n  \"version\": 1,\n  \"entries\": []\n}\n")
    }

    /// Entries name files relative to the baseline's folder, however the findings were shown.
    func testPathsAreRelativeToTheBaselinesFolder() {
        let fromRepo = BaselinePaths.forFile("ci/baseline.json", workingFolder: "/repo")
        let fromApp = BaselinePaths.forFile("../ci/baseline.json", workingFolder: "/repo/App")
        let baseline = Baseline(findings: [finding("App/V.swift", line: 3, fingerprint: "f")], paths: fromRepo)
        XCTAssertEqual(baseline.entries.map(\.file), ["../App/V.swift"])
        XCTAssertEqual(baseline.filter([finding("V.swift", line: 8, fingerprint: "f")], paths: fromApp), [])
        XCTAssertEqual(fromRepo.file("/elsewhere/V.swift"), "../../elsewhere/V.swift", "beside the folder: through the common one")
        XCTAssertEqual(BaselinePaths.forFile("baseline.json", workingFolder: "/repo").file("./App/V.swift"), "App/V.swift")
    }

    /// A duplicate accepted with two sites that now has three is new code: reported.
    func testGroupThatGrewIsReported() throws {
        var pair = finding("A.swift", line: 3, fingerprint: "f")
        pair.related = [RelatedLocation(range: pair.range, message: "also here")]
        let baseline = Baseline(findings: [pair])
        XCTAssertEqual(baseline.entries.first?.sites, 2)
        var triple = pair
        triple.related.append(RelatedLocation(range: pair.range, message: "also here"))
        XCTAssertEqual(baseline.filter([pair]), [])
        XCTAssertEqual(baseline.filter([triple]), [triple])
        // A baseline written before sites were recorded hides it as before.
        let old = try Baseline.parse(Array(#"{"version": 1, "entries": [{"rule": "duplicate-action-closure", "file": "A.swift", "fingerprint": "f", "count": 1}]}"#.utf8), path: "b.json")
        XCTAssertEqual(old.filter([triple]), [])
    }

    func testSerializedBaselineLoadsBack() throws {
        let folder = try TemporaryFolder(self)
        let baseline = Baseline(findings: [
            finding("Sources/Quote\"d.swift", line: 1, fingerprint: "x"),
            finding("Sources/é.swift", line: 2, fingerprint: "y"),
        ])
        try folder.write("lint-baseline.json", baseline.serialized())
        let loaded = try Baseline.load(path: "lint-baseline.json", workingFolder: folder.path)
        XCTAssertEqual(loaded, baseline)
        XCTAssertEqual(loaded.serialized(), baseline.serialized())
    }

    func testLoadErrorsAreOneLineNamingTheFile() throws {
        let folder = try TemporaryFolder(self)
        func loadError(_ text: String) throws -> String {
            try folder.write("b.json", text)
            do {
                _ = try Baseline.load(path: "b.json", workingFolder: folder.path)
                return "no error"
            } catch {
                return "\(error)"
            }
        }
        XCTAssertEqual(try loadError(#"{"version": 2, "entries": []}"#), "b.json: version: expected 1, found 2")
        XCTAssertEqual(try loadError(#"{"entries": []}"#), #"b.json: missing key "version""#)
        XCTAssertEqual(
            try loadError(#"{"version": 1, "entries": [{"rule": "r", "file": "f", "fingerprint": "x", "count": 0}]}"#),
            "b.json: entries[0].count: expected an integer >= 1, found 0"
        )
        XCTAssertEqual(
            try loadError(#"{"version": 1, "entries": [{"rule": "r", "file": "f", "count": 1}]}"#),
            #"b.json: entries[0]: missing key "fingerprint""#
        )
        XCTAssertEqual(
            try loadError(#"{"version": 1, "entries": [], "extra": true}"#),
            #"b.json: extra: unknown key; expected one of "version", "entries""#
        )
        XCTAssertEqual(try loadError("{\"version\": 1,\n \"entries\": [}"), "b.json:2:14: invalid JSON: expected a value, found '}'")
        XCTAssertThrowsError(try Baseline.load(path: "missing.json", workingFolder: folder.path)) { error in
            XCTAssertEqual("\(error)", "missing.json: cannot read the baseline: no such file or directory")
        }
    }

    func testRepeatedEntriesInAFileAreMerged() throws {
        let text = #"{"version": 1, "entries": [{"rule": "r", "file": "f", "fingerprint": "x", "count": 1}, {"rule": "r", "file": "f", "fingerprint": "x", "count": 2}]}"#
        let baseline = try Baseline.parse(Array(text.utf8), path: "b.json")
        XCTAssertEqual(baseline.entries, [BaselineEntry(rule: "r", file: "f", fingerprint: "x", count: 3)])
    }
}
