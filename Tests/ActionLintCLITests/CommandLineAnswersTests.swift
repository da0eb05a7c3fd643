import ActionLintTestSupport
import XCTest

/// The command line as people type it (issue 48, items 4-9): every command's help, every
/// configuration mistake at once, an empty or non-Swift path, the baseline's hidden count, the
/// build step's errors as the build lists them, and the default reporter named with `--diff`.
final class CommandLineAnswersTests: FolderTestCase {
    func testEveryCommandAnswersHelpCommandAndCommandDashDashHelp() throws {
        let whole = try folder.runner().run(["--help"])
        for command in ["lint", "rules", "explain", "generate-docs", "extract", "dump-tokens", "dump-syntax", "lsp", "help"] {
            let help = try folder.runner().run(["help", command])
            XCTAssertEqual(help.status, 0, "help \(command): \(help.stderr)")
            XCTAssertEqual(help.stderr, "")
            if command == "lint" {
                XCTAssertEqual(help.stdout, whole.stdout, "the lint's help is the whole text: every flag is its")
                continue
            }
            XCTAssertTrue(help.stdout.hasPrefix("action-lint \(command)"), "help \(command): \(help.stdout)")
            for flag in ["--help", "-h"] {
                let asked = try folder.runner().run([command, flag])
                XCTAssertEqual(asked.status, 0, "\(command) \(flag): \(asked.stderr)")
                XCTAssertEqual(asked.stdout, help.stdout, "\(command) \(flag)")
            }
        }
        let unknown = try folder.runner().run(["help", "lnt"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("lsp"), unknown.stderr)
    }

    func testEveryProblemOfEveryConfigurationFileThatAppliesIsReported() throws {
        try folder.copySeed(to: "App/Views/AddItemView.swift")
        let top = try folder.write(".action-lint.json", #"{"colour": true, "rules": {"duplicate-action-closure": {"severity": "fatal", "minStatement": 2}}}"#)
        let nested = try folder.write("App/.action-lint.json", #"{"exclude": "Generated/"}"#)
        // The nested file applies to the file named: it is read though the one above is broken.
        let run = try folder.runner().run(["App/Views/AddItemView.swift"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(run.stderrLines, [
            "action-lint: .action-lint.json: colour: unknown key; expected one of \"include\", \"exclude\", \"fixStyle\", \"ruleDocsURL\", \"rules\"",
            "action-lint: .action-lint.json: rules.duplicate-action-closure.severity: expected \"warning\" or \"error\", found \"fatal\"",
            "action-lint: .action-lint.json: rules.duplicate-action-closure.minStatement: unknown key; expected one of \"enabled\", "
                + "\"severity\", \"minStatements\", \"minTokens\", \"reportTrivial\"",
            "action-lint: App/.action-lint.json: exclude: expected an array of strings, found \"Generated/\"",
        ], "\(top), \(nested)")
    }

    func testAnEmptyPathIsAUsageErrorAndANamedFileThatIsNotSwiftIsRefused() throws {
        try folder.copySeed(to: "AddItemView.swift")
        for arguments in [[""], ["-", "--stdin-path", ""]] {
            let empty = try folder.runner().run(arguments)
            XCTAssertEqual(empty.status, 2, "\(arguments)")
            XCTAssertEqual(empty.stderrLines, ["action-lint: an empty path names no file or folder"], "\(arguments)")
            XCTAssertEqual(empty.stdout, "")
        }
        try folder.write("readme.txt", "Button(\"A\") { save() }\n")
        let named = try folder.runner().run(["-r", "xcode", "readme.txt", "AddItemView.swift"])
        XCTAssertEqual(named.status, 2)
        XCTAssertEqual(named.stderrLines, ["action-lint: readme.txt: not a Swift file (only .swift files are linted)"])
        XCTAssertTrue(named.relativeStdout.hasPrefix("AddItemView.swift:19:27: warning: "), "the Swift file is still linted: \(named.stdout)")
    }

    func testTheBuildStepWritesConfigurationErrorsAsTheCompilerDoes() throws {
        try folder.copySeed(to: "App/AddItemView.swift")
        let config = try folder.write(".action-lint.json", #"{"exclude": "App/", "rules": {"no-such-rule": {}}}"#)
        // The plugin's stamp lies in its own work folder, outside the package: paths are absolute.
        let step = try folder.runner().run(executable: BuiltTool.buildStep.path, ["--output", "work/stamp.swift", "App/AddItemView.swift"])
        XCTAssertEqual(step.status, 2)
        XCTAssertEqual(step.stderrLines.count, 2, step.stderr)
        XCTAssertEqual(step.stderrLines.first, "\(config): error: exclude: expected an array of strings, found \"App/\"")
        XCTAssertTrue(step.stderrLines.allSatisfy { $0.hasPrefix("\(config): error: ") }, step.stderr)
        let usage = try folder.runner().run(executable: BuiltTool.buildStep.path, ["App/AddItemView.swift"])
        XCTAssertEqual(usage.stderrLines, ["error: action-lint: usage: action-lint-build-step --output STAMP SOURCE"])
    }

    func testDiffAcceptsTheDefaultReporterAndRefusesTheOthers() throws {
        try folder.copySeed(to: "AddItemView.swift")
        let plain = try folder.runner().run(["--diff", "AddItemView.swift"])
        let named = try folder.runner().run(["--diff", "-r", "human", "AddItemView.swift"])
        XCTAssertEqual(named.status, 1, named.stderr)
        XCTAssertEqual(named.stdout, plain.stdout)
        let json = try folder.runner().run(["--diff", "-r", "json", "AddItemView.swift"])
        XCTAssertEqual(json.status, 2)
        XCTAssertEqual(json.stderrLines, ["action-lint: --reporter json does not apply to --diff, which prints a unified diff"])
    }
}
