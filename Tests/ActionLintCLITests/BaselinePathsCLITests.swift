import ActionLintTestSupport
import Foundation
import XCTest

/// Issue 20, item 2: baseline entries are relative to the baseline file's folder, so one
/// baseline works from every working folder, and a duplicate group that gains a copy is
/// reported again.
final class BaselinePathsCLITests: FolderTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        try folder.write("Repo/App/VolumeView.swift", ViewSource.duplicated)
        try folder.copySeed(to: "Repo/App/AddItemView.swift")
        try FileManager.default.createDirectory(atPath: folder.path + "/Repo/Tools", withIntermediateDirectories: true)
    }

    private func runner(_ working: String) -> ToolRunner { ToolRunner(folder: folder.url.appendingPathComponent(working)) }

    func testBaselineMatchesFromThreeWorkingFolders() throws {
        let written = try runner("Repo").run(["--write-baseline", "baseline.json", "App"])
        XCTAssertEqual(written.status, 0, written.stderr)
        XCTAssertTrue(try folder.read("Repo/baseline.json").contains(#""file": "App/VolumeView.swift""#))
        // One new finding: a second view with a duplicate.
        try folder.write("Repo/App/New/MuteView.swift", ViewSource.duplicated.replacingOccurrences(of: "VolumeView", with: "MuteView"))
        for (working, baseline, path) in [("Repo", "baseline.json", "App"), ("Repo/App", "../baseline.json", "."),
                                          ("Repo/Tools", "../baseline.json", "../App"), ("", "Repo/baseline.json", "Repo/App")] {
            let run = try runner(working).run(["--reporter", "json", "--baseline", baseline, path])
            let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            let files = (json["findings"] as? [[String: Any]] ?? []).compactMap { $0["file"] as? String }
            XCTAssertEqual(files.count, 1, "from /\(working): \(files)")
            XCTAssertTrue(files.first?.hasSuffix("New/MuteView.swift") == true, "from /\(working): \(files)")
        }
    }

    func testGroupThatGrowsBeyondItsBaselinedSitesIsReported() throws {
        XCTAssertEqual(try runner("Repo").run(["--write-baseline", "baseline.json", "App"]).status, 0)
        XCTAssertEqual(try runner("Repo").run(["--baseline", "baseline.json", "App"]).status, 0, "nothing new yet")
        let grown = ViewSource.duplicated.replacingOccurrences(of: """
                    Image(systemName: "speaker.slash")
        """, with: """
                    Text("Mute")
                        .onLongPressGesture {
                            volume = 0
                            isMuted = true
                        }
                    Image(systemName: "speaker.slash")
        """)
        XCTAssertNotEqual(grown, ViewSource.duplicated)
        try folder.write("Repo/App/VolumeView.swift", grown)
        let run = try runner("Repo/App").run(["--reporter", "xcode", "--strict", "--baseline", "../baseline.json", "."])
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(run.stdout.split(separator: "\n").filter { $0.contains(": error: ") }.count, 1, run.stdout)
        XCTAssertEqual(run.stdout.split(separator: "\n").filter { $0.contains(": note: ") }.count, 2, "three sites: \(run.stdout)")
    }
}
