import ActionLintTestSupport
import Foundation
import XCTest

/// The README's "CI recipes" and baseline commands, run as written (with the built binary in
/// place of the installed one) on a project with an accepted finding.
final class ReadmeRecipeTests: FolderTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        try folder.copySeed(to: "Sources/AddItemView.swift")
    }

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

    /// The GitHub action's two lint steps (`.ci/action/lint.sh`, which `action.yml` runs) with
    /// the inputs of the README's workflow, the built binary in place of the cached build.
    func testGitHubActionSteps() throws {
        let readme = try ReadmeSection.text()
        let adopt = ReadmeSection.invocations(ReadmeSection.section("## Baseline", in: readme))
        XCTAssertEqual(adopt.count, 2, "write-baseline and the CI check")
        guard adopt.count == 2 else { return }
        let inputs = try workflowInputs(readme)
        XCTAssertEqual(inputs, ["paths": "Sources", "baseline": ".action-lint-baseline.json"])
        let local = folder.runner()
        let sarifFile = folder.url.appendingPathComponent("runner-temp/action-lint.sarif").path
        var environment = ["GITHUB_ACTIONS": "true", "ACTION_LINT": try BuiltTool.located().path, "SARIF_FILE": sarifFile,
                           "PATH": "/usr/bin:/bin"]
        for (name, value) in inputs { environment["INPUT_" + name.uppercased()] = value }
        let action = ToolRunner(folder: folder.url, environment: environment)
        let script = BuiltTool.packageRoot.appendingPathComponent(".ci/action/lint.sh").path
        try FileManager.default.createDirectory(atPath: (sarifFile as NSString).deletingLastPathComponent, withIntermediateDirectories: true)

        XCTAssertEqual(try local.run(adopt[0]).status, 0)
        XCTAssertTrue(folder.exists(".action-lint-baseline.json"))
        XCTAssertEqual(try local.run(adopt[1]).status, 0)

        // Accepted findings only: the SARIF is valid and empty, and the check passes quietly.
        let sarifStep = try action.run(executable: "/bin/bash", [script, "sarif"])
        XCTAssertEqual(sarifStep.status, 0, sarifStep.stderr)
        let sarif = try TestJSONParser.parse(try String(contentsOfFile: sarifFile, encoding: .utf8))
        XCTAssertEqual(try SARIFSchema.validator().validate(sarif), [])
        let quiet = try action.run(executable: "/bin/bash", [script, "check"])
        XCTAssertEqual(quiet.status, 0, quiet.stderr)
        XCTAssertEqual(quiet.stdout, "")

        // A new duplicate: in the SARIF, annotated, and the job fails.
        try folder.write("Sources/Toolbar.swift", Self.newDuplicate)
        XCTAssertEqual(try action.run(executable: "/bin/bash", [script, "sarif"]).status, 0)
        XCTAssertTrue(try String(contentsOfFile: sarifFile, encoding: .utf8).contains("\"uri\": \"Sources/Toolbar.swift\""))
        let failing = try action.run(executable: "/bin/bash", [script, "check"])
        XCTAssertEqual(failing.status, 1)
        // `--strict` fails the job on it, so the annotation is an error.
        XCTAssertTrue(failing.stdout.hasPrefix("::error file=Sources/Toolbar.swift,line=5,"), failing.stdout)
        XCTAssertEqual(try local.run(adopt[1]).status, 1)

        // A bad baseline is an error the SARIF step does not swallow.
        try folder.write(".action-lint-baseline.json", "{")
        let broken = try action.run(executable: "/bin/bash", [script, "sarif"])
        XCTAssertEqual(broken.status, 2)
        XCTAssertTrue(broken.stderr.hasPrefix("action-lint: .action-lint-baseline.json"), broken.stderr)
    }

    /// The README's workflow uses only inputs `action.yml` declares, and `action.yml` runs the
    /// two steps tested above.
    func testTheWorkflowMatchesTheAction() throws {
        let action = try String(contentsOf: BuiltTool.packageRoot.appendingPathComponent("action.yml"), encoding: .utf8)
        let inputs = action.components(separatedBy: "\ninputs:\n").last?.components(separatedBy: "\nruns:\n").first ?? ""
        let declared = Set(inputs.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }.map { String($0.dropFirst(2).dropLast()) })
        XCTAssertEqual(declared, ["paths", "baseline", "strict", "bundle", "upload-sarif"])
        for name in try workflowInputs(try ReadmeSection.text()).keys { XCTAssertTrue(declared.contains(name), name) }
        XCTAssertTrue(action.contains("run: bash \"$GITHUB_ACTION_PATH/.ci/action/lint.sh\" sarif\n"))
        XCTAssertTrue(action.contains("run: bash \"$GITHUB_ACTION_PATH/.ci/action/lint.sh\" check\n"))
        for script in ["locate.sh", "bundle.sh", "build.sh", "lint.sh"] {
            XCTAssertTrue(action.contains(".ci/action/\(script)"), script)
            XCTAssertTrue(FileManager.default.isReadableFile(atPath: BuiltTool.packageRoot.appendingPathComponent(".ci/action/\(script)").path), script)
        }
    }

    /// The README's test command (its second) is the one CI ends with, and it runs every test
    /// as XCTest: Swift Testing, which finds none, would close the run with "0 tests passed".
    func testTheReadmeTestCommandIsWhatCIRuns() throws {
        let commands = ReadmeSection.firstCodeBlock(try ReadmeSection.text()).split(separator: "\n").map { line in
            String(line.split(separator: "#", maxSplits: 1)[0]).trimmingCharacters(in: .whitespaces)
        }
        XCTAssertEqual(commands.count, 2, "\(commands)")
        let ci = try String(contentsOf: BuiltTool.packageRoot.appendingPathComponent(".ci/run"), encoding: .utf8)
        XCTAssertEqual(ci.split(separator: "\n").last.map(String.init), commands.last)
        let test = try String(contentsOf: BuiltTool.packageRoot.appendingPathComponent(".ci/test"), encoding: .utf8)
        XCTAssertTrue(test.contains("\nswift test --parallel --disable-swift-testing \"$@\" 2>&1 | tee \"$log\""), test)
    }

    /// The `with:` of the README workflow's `uses: <owner>/action-lint@<ref>` step.
    private func workflowInputs(_ readme: String) throws -> [String: String] {
        let workflow = ReadmeSection.firstCodeBlock(ReadmeSection.section("### GitHub Actions (annotations + code scanning)", in: readme))
        let lines = workflow.split(separator: "\n").map(String.init)
        guard let uses = lines.firstIndex(where: { $0.hasSuffix("- uses: <owner>/action-lint@<ref>") }) else {
            XCTFail("no `uses: <owner>/action-lint@<ref>` step in the README's workflow")
            return [:]
        }
        var inputs: [String: String] = [:]
        for line in lines[(uses + 2)...] {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard line.hasPrefix("          "), let colon = trimmed.firstIndex(of: ":") else { break }
            inputs[String(trimmed[..<colon])] = trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return inputs
    }

    /// The README's Xcode run-script phase, run by `sh` with the build settings Xcode exports
    /// (the derived-files folder outside the sources, as Xcode's DerivedData is).
    func testXcodeRunScriptPhase() throws {
        let script = ReadmeSection.firstCodeBlock(ReadmeSection.section("## Xcode", in: try ReadmeSection.text()))
        let installed = "ACTION_LINT=/opt/homebrew/bin/action-lint"
        XCTAssertTrue(script.contains(installed), script)
        try folder.copySeed(to: "App/AddItemView.swift")
        let derived = try TemporaryFolder(self)
        let environment = ["SRCROOT": folder.path, "TARGET_NAME": "App", "DERIVED_FILE_DIR": derived.path + "/DerivedSources", "PATH": "/usr/bin:/bin"]
        let runner = ToolRunner(folder: folder.url, environment: environment)
        func run(_ text: String) throws -> ToolRun {
            try runner.run(executable: "/bin/sh", ["-c", text.replacingOccurrences(of: installed, with: "ACTION_LINT=" + (try BuiltTool.located().path))])
        }
        let seed = folder.url.appendingPathComponent("App/AddItemView.swift").path

        let warnings = try run(script)
        XCTAssertEqual(warnings.status, 0, warnings.stderr)
        XCTAssertEqual(warnings.stdout, SeedFinding.xcode(seed), "absolute paths, Xcode's format")
        let strict = try run(script.replacingOccurrences(of: "--reporter xcode", with: "--reporter xcode --strict"))
        XCTAssertEqual(strict.status, 1, "--strict: the warning fails the build")
        XCTAssertEqual(strict.stdout, SeedFinding.xcode(seed).replacingOccurrences(of: ":19:27: warning: ", with: ":19:27: error: "),
                       "--strict: Xcode shows the finding as an error")

        try folder.write(".action-lint.json", #"{"rules": {"duplicate-action-closure": {"severity": "error"}}}"#)
        let errors = try run(script)
        XCTAssertEqual(errors.status, 1)
        XCTAssertTrue(errors.stdout.hasPrefix("\(seed):19:27: error: "), errors.stdout)

        let missing = try runner.run(executable: "/bin/sh", ["-c", script])
        XCTAssertEqual(missing.status, 0)
        XCTAssertEqual(missing.stdout, "warning: action-lint is not installed at /opt/homebrew/bin/action-lint\n")
    }

    /// The hook as the README writes it, run by `sh` in a repository with the binary on PATH.
    func testPlainGitHook() throws {
        let hook = ReadmeSection.firstCodeBlock(ReadmeSection.section("### Plain git hook", in: try ReadmeSection.text()))
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
