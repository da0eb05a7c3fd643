import ActionLintTestSupport
import Foundation
import XCTest

/// `long-action-closure` through the built binary: off until `--enable` or the configuration
/// turns it on, its options' flags, `--fix` twice, and `explain`.
final class LongActionClosureCLITests: FolderTestCase {
    static let view = """
    struct ProfileEditor: View {
        @Bindable var model: ProfileModel

        var body: some View {
            Button("Save") {
                model.trim()
                model.validate()
                model.save()
                model.notify()
            }
        }
    }

    """

    override func setUpWithError() throws {
        try super.setUpWithError()
        try folder.write("ProfileEditor.swift", Self.view)
    }

    func testOffUntilEnabledByFlagOrConfiguration() throws {
        let quiet = try folder.runner().run(["-r", "xcode", "."])
        XCTAssertEqual(quiet.status, 0)
        XCTAssertEqual(quiet.stdout, "")
        let expected = "ProfileEditor.swift:5:24: warning: The `Button` action has 4 statements (more than 3); extract it into a method such as `save()` and pass that to `Button` [long-action-closure]\n"
        let flagged = try folder.runner().run(["-r", "xcode", "--enable", "long-action-closure", "."])
        XCTAssertEqual(flagged.relativeStdout, expected)
        XCTAssertEqual(flagged.status, 0, "a warning does not fail the run")
        try folder.write(".action-lint.json", #"{"rules": {"long-action-closure": {"enabled": true, "maxStatements": 4}}}"#)
        XCTAssertEqual(try folder.runner().run(["-r", "xcode", "."]).stdout, "", "maxStatements 4 from the file")
        XCTAssertEqual(try folder.runner().run(["-r", "xcode", "--max-statements", "3", "."]).relativeStdout, expected, "the flag wins over the file")
        XCTAssertEqual(try folder.runner().run(["-r", "xcode", "--max-lines", "3", "."]).relativeStdout,
                       expected.replacingOccurrences(of: "has 4 statements (more than 3)", with: "spans 4 lines (more than 3)"))
    }

    func testEnableTakesAKnownRuleID() throws {
        let run = try folder.runner().run(["--enable", "long-action-closures", "."])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(run.stderrLines, ["action-lint: --enable: unknown rule 'long-action-closures' (see `action-lint rules`)"])
        XCTAssertEqual(try folder.runner().run(["--enable"]).stderrLines, ["action-lint: --enable needs a value"])
    }

    func testFixTwiceChangesNothingTheSecondTime() throws {
        let first = try folder.runner().run(["--enable", "long-action-closure", "--fix", "."])
        XCTAssertEqual(first.status, 0, first.stderr)
        let fixed = try folder.read("ProfileEditor.swift")
        XCTAssertTrue(fixed.contains("Button(\"Save\", action: save)"), fixed)
        XCTAssertTrue(fixed.contains("private extension ProfileEditor {\n    func save() {\n        model.trim()\n"), fixed)
        SwiftUITypeCheck.assertTypeChecks("""
        import SwiftUI

        @Observable final class ProfileModel {
            func trim() {}
            func validate() {}
            func save() {}
            func notify() {}
        }

        """ + fixed)
        let second = try folder.runner().run(["--enable", "long-action-closure", "--diff", "."])
        XCTAssertEqual(second.status, 0, "nothing left to fix: \(second.stdout)")
        XCTAssertEqual(second.stdout, "")
        XCTAssertEqual(try folder.read("ProfileEditor.swift"), fixed)
    }

    func testExplainShowsTheRuleItsOptionsAndExamples() throws {
        let run = try folder.runner().run(["explain", "long-action-closure"])
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.stdout.hasPrefix("# long-action-closure\n\n**Long action closure.** "), run.stdout)
        XCTAssertTrue(run.stdout.contains("Default: warning, off until enabled."), run.stdout)
        XCTAssertTrue(run.stdout.contains("| `maxStatements` | `--max-statements` | 3 | "), run.stdout)
        XCTAssertTrue(run.stdout.contains("| `maxLines` | `--max-lines` | 8 | "), run.stdout)
        XCTAssertTrue(run.stdout.contains("| `enabled` | `--enable long-action-closure` | false | "), run.stdout)
        XCTAssertTrue(run.stdout.contains("\nFix (--fix-style property):\n"), run.stdout)
        XCTAssertTrue(run.stdout.contains("\nFix (--max-lines 3):\n"), run.stdout)
        XCTAssertTrue(run.stdout.contains("\nTriggers (--max-statements 1) (↓ marks the finding):\n"), run.stdout)
        let rules = try folder.runner().run(["rules"])
        XCTAssertTrue(rules.stdout.contains("long-action-closure       warning  off  "), rules.stdout)
    }
}
