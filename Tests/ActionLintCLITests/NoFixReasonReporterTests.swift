import ActionLintTestSupport
import XCTest

/// A finding without a fix says why in every reporter, and none of them offers the extraction.
final class NoFixReasonReporterTests: FolderTestCase {
    private let path = "Sources/TagsView.swift"
    // The model's type is not in the file, so the row's `tag` has no type to pass it by.
    private let reason = "the type of `tag` is not written in this file: the elements of `model.tags` have no declared type here"
    private let message = "The `.onLongPressGesture` action repeats the `Button` action at line 8; extract it by hand"

    override func setUpWithError() throws {
        try super.setUpWithError()
        _ = try folder.write(path, """
        import SwiftUI

        struct TagsView: View {
            @State private var model = TagsModel()

            var body: some View {
                ForEach(model.tags) { tag in
                    Button(tag.name) { model.select(tag); model.log(tag) }
                        .onLongPressGesture { model.select(tag); model.log(tag) }
                }
            }
        }

        """)
    }

    private func report(_ reporter: String) throws -> String {
        let run = try folder.runner().run(["--reporter", reporter, "--no-config", path])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertFalse(run.stdout.contains("such as"), run.stdout)
        return run.relativeStdout
    }

    func testHuman() throws {
        XCTAssertTrue(try report("human").contains("note: no automatic fix: \(reason)\n"))
    }

    func testXcode() throws {
        XCTAssertEqual(try report("xcode"), """
        \(path):9:37: warning: \(message) [duplicate-action-closure]
        \(path):8:30: note: also here: the `Button` action
        \(path):9:37: note: no automatic fix: \(reason)

        """)
    }

    func testJSON() throws {
        XCTAssertTrue(try report("json").contains("""
              "fix": null,
              "noFixReason": "\(reason)"
        """))
    }

    func testSARIF() throws {
        XCTAssertTrue(try report("sarif").contains("\"text\": \"\(message) (no automatic fix: \(reason))\""))
    }

    func testGitHub() throws {
        XCTAssertTrue(try report("github").contains("::\(message) (no automatic fix: \(reason))%0Aalso at \(path):8:30\n"))
    }

    func testCheckstyle() throws {
        XCTAssertTrue(try report("checkstyle").contains("message=\"\(message) (no automatic fix: \(reason))\""))
    }
}
