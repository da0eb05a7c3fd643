import ActionLintTestSupport
import Foundation
import XCTest

/// The README's "CI recipes" and baseline commands, run as written (with the built binary in
/// place of the installed one) on a project with an accepted finding.
final class ReadmeRecipeTests: XCTestCase {
    private var folder: ScratchFolder!

    override func setUpWithError() throws {
        folder = try ScratchFolder()
        try folder.copySeed(to: "Sources/AddItemView.swift")
    }

    override func tearDown() { folder.remove() }

    private static let newDuplicate = """
    struct Toolbar: View {
        var body: some View {
            HStack {
                Button("Go") { model.start(); model.log() }
                Button("Again") { model.start(); model.log() }
            }
        }
    }

    """

    func testGitHubActionsRecipe() throws {
        let readme = try ReadmeSection.text()
        let adopt = ReadmeSection.invocations(ReadmeSection.section("## Baseline", in: readme))
        let steps = ReadmeSection.invocations(ReadmeSection.section("### GitHub Actions (annotations + code scanning)", in: readme))
        XCTAssertEqual(adopt.count, 2, "write-baseline and the CI check")
        XCTAssertEqual(steps.count, 2, "the SARIF step and the failing step")
        guard adopt.count == 2, steps.count == 2 else { return }
        let local = folder.runner()
        let actions = folder.runner(environment: ["GITHUB_ACTIONS": "true"])

        XCTAssertEqual(try local.run(adopt[0]).status, 0)
        XCTAssertTrue(folder.exists(".action-lint-baseline.json"))
        XCTAssertEqual(try local.run(adopt[1]).status, 0)

        // Accepted findings only: the SARIF is valid and empty, and the check passes quietly.
        XCTAssertEqual(try actions.run(steps[0]).status, 0)
        let sarif = try TestJSONParser.parse(try folder.read("action-lint.sarif"))
        XCTAssertEqual(try SARIFSchema.validator().validate(sarif), [])
        let quiet = try actions.run(steps[1])
        XCTAssertEqual(quiet.status, 0, quiet.stderr)
        XCTAssertEqual(quiet.stdout, "")

        // A new duplicate: in the SARIF, annotated, and the job fails.
        try folder.write("Sources/Toolbar.swift", Self.newDuplicate)
        XCTAssertEqual(try actions.run(steps[0]).status, 0)
        XCTAssertTrue(try folder.read("action-lint.sarif").contains("\"uri\": \"Sources/Toolbar.swift\""))
        let failing = try actions.run(steps[1])
        XCTAssertEqual(failing.status, 1)
        XCTAssertTrue(failing.stdout.hasPrefix("::warning file=Sources/Toolbar.swift,line=5,"), failing.stdout)
        XCTAssertEqual(try local.run(adopt[1]).status, 1)
    }

    /// The hook as the README writes it, run by `sh` in a repository with the binary on PATH.
    func testPreCommitHook() throws {
        let hook = ReadmeSection.firstCodeBlock(ReadmeSection.section("### pre-commit hook", in: try ReadmeSection.text()))
        XCTAssertTrue(hook.hasPrefix("#!/bin/sh\n"), hook)
        try folder.write(".git-hooks/pre-commit", hook)
        let repository = GitRepository(folder: folder)
        try repository.git(["init", "-q"])
        try folder.write("Clean.swift", "struct Clean {}\n")
        try repository.git(["add", "Clean.swift"])
        XCTAssertEqual(try runHook().status, 0, "a clean staged file passes")
        try repository.git(["commit", "-q", "-m", "clean"])
        XCTAssertEqual(try runHook().status, 0, "nothing staged passes")

        // Findings fail the commit, whatever the staged file is called or however it got there.
        try repository.git(["add", "Sources/AddItemView.swift"])
        XCTAssertEqual(try runHook().status, 1, "an added file with a finding")
        try repository.git(["commit", "-q", "-m", "seed", "--no-verify"])
        try repository.git(["mv", "Sources/AddItemView.swift", "Sources/Renamed.swift"])
        let renamed = try runHook()
        XCTAssertEqual(renamed.status, 1, "a renamed file is linted too")
        XCTAssertTrue(renamed.stdout.contains("Sources/Renamed.swift:19:27"), renamed.stdout + renamed.stderr)
        try repository.git(["mv", "Sources/Renamed.swift", "Sources/My Ädd View.swift"])
        let spaced = try runHook()
        XCTAssertEqual(spaced.status, 1, spaced.stderr)
        XCTAssertEqual(spaced.stderr, "", "the name reaches action-lint whole")
        XCTAssertTrue(spaced.stdout.contains("Sources/My Ädd View.swift:19:27"), spaced.stdout)
    }

    private func runHook() throws -> ToolRun {
        let binFolder = BuiltTool.executable.deletingLastPathComponent().path
        let environment = ["HOME": folder.path, "GIT_CONFIG_NOSYSTEM": "1", "PATH": "\(binFolder):/usr/bin:/bin:/usr/local/bin"]
        return try ToolRunner(folder: folder.url, environment: environment).run(executable: "/bin/sh", [".git-hooks/pre-commit"])
    }
}
