import ActionLintTestSupport
import Foundation
import XCTest

/// Issue 20, item 8: `--fix` never writes outside the folders and files named on the command
/// line; a linked file whose target is outside is linted, not fixed, and says why.
final class LinkedFileFixCLITests: FolderTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        try folder.write("outside/VolumeView.swift", ViewSource.duplicated)
        try folder.write("tree/Own/VolumeView.swift", ViewSource.duplicated.replacingOccurrences(of: "VolumeView", with: "OwnView"))
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/tree/Linked.swift", withDestinationPath: "../outside/VolumeView.swift")
    }

    func testLinkToAFileOutsideTheTreeIsNotFixed() throws {
        for (working, path) in [("", "tree"), ("tree", ".")] {
            try folder.write("outside/VolumeView.swift", ViewSource.duplicated)
            let run = try ToolRunner(folder: folder.url.appendingPathComponent(working)).run(["--fix", path])
            XCTAssertEqual(try folder.read("outside/VolumeView.swift"), ViewSource.duplicated, "from /\(working): the outside file is untouched")
            XCTAssertNotEqual(try folder.read("tree/Own/VolumeView.swift"), ViewSource.duplicated.replacingOccurrences(of: "VolumeView", with: "OwnView"),
                              "the tree's own file is fixed")
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertTrue(run.stdout.contains("Linked.swift"), run.stdout)
            // Said once (issue 48, item 12): not "no automatic fix: not fixed: …".
            let real = URL(fileURLWithPath: folder.path + "/outside/VolumeView.swift").resolvingSymlinksInPath().path
            XCTAssertTrue(run.stdout.contains("note: no automatic fix: the file is a symbolic link to `\(real)`, outside the paths named on the command line\n"), run.stdout)
            try folder.write("tree/Own/VolumeView.swift", ViewSource.duplicated.replacingOccurrences(of: "VolumeView", with: "OwnView"))
        }
        // Named itself, or through its real folder, the file is fixed.
        let named = try folder.runner().run(["--fix", "outside"])
        XCTAssertEqual(named.status, 0, named.stderr)
        XCTAssertNotEqual(try folder.read("outside/VolumeView.swift"), ViewSource.duplicated)
    }
}
