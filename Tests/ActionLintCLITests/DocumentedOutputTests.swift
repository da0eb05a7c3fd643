import ActionLintTestSupport
import Foundation
import XCTest

/// Every output README.md and docs/ quote is the built tool's (issue 48, item 11): each test runs
/// what the text describes and finds its output, word for word, in the text. (The README's demo
/// is `ReadmeDemoTests`', the rule pages are `generate-docs`', the editors' action titles the
/// language server tests'.)
final class DocumentedOutputTests: FolderTestCase {
    /// The fenced block after `marker` in a doc, as written.
    func block(after marker: String, in relative: String) throws -> String {
        let text = try String(contentsOf: BuiltTool.packageRoot.appendingPathComponent(relative), encoding: .utf8)
        let start = try XCTUnwrap(text.range(of: marker), "\(relative) no longer says \(marker)")
        let fence = try XCTUnwrap(text[start.upperBound...].range(of: "```\n"))
        return String(text[fence.upperBound...]).components(separatedBy: "```").first ?? ""
    }

    /// Runs the build step as the plugin does: its stamp in a work folder outside the package.
    func buildStep(_ source: String) throws -> ToolRun {
        _ = try folder.makeFolder("work")
        return try folder.runner().run(executable: BuiltTool.buildStep.path, ["--output", "work/stamp.swift", folder.path + "/" + source])
    }

    func testIntegrationsShowsWhatTheBuildStepPrints() throws {
        try folder.copySeed(to: "App/Sources/App/AddItemView.swift")
        let step = try buildStep("App/Sources/App/AddItemView.swift")
        XCTAssertEqual(step.status, 0, step.stderr)
        let shown = try block(after: "### Build-tool plugin", in: "docs/integrations.md")
        XCTAssertEqual(shown, step.stdout.replacingOccurrences(of: folder.path, with: "/path/to"))
        try folder.write("App/.action-lint.json", #"{"exclude": "App/"}"#)
        let broken = try buildStep("App/Sources/App/AddItemView.swift")
        XCTAssertEqual(broken.status, 2)
        let line = broken.stderr.replacingOccurrences(of: folder.path, with: "/path/to").dropLast()
        XCTAssertTrue(line.hasPrefix("/path/to/App/.action-lint.json: error: "), String(line))
        XCTAssertTrue(try DocText.normalized("docs/integrations.md").contains("`\(line)`"), String(line))
    }

    func testReadmeQuotesWhatTheToolSaysOfBadInput() throws {
        let readme = try DocText.normalized("README.md")
        try folder.write("readme.txt", "Not Swift.\n")
        let notSwift = try folder.runner().run(["readme.txt"])
        XCTAssertEqual(notSwift.status, 2)
        XCTAssertTrue(notSwift.stderr.hasPrefix("action-lint: readme.txt: "), notSwift.stderr)
        XCTAssertTrue(readme.contains("`\(notSwift.stderr.dropFirst("action-lint: ".count).dropLast())`"), notSwift.stderr)

        try folder.write("Latin1.swift", bytes: Array("let a = 1\nlet b = 2\nlet c = \"".utf8) + [0xE9] + Array("\"\n".utf8))
        try folder.write("Binary.swift", bytes: [0x00, 0x01, 0x02])
        for (name, problem) in [("Latin1.swift", "not UTF-8 text"), ("Binary.swift", "binary file")] {
            let run = try folder.runner().run([name])
            XCTAssertEqual(run.status, 2)
            let message = String(run.stderr.dropFirst("action-lint: \(name): ".count).dropLast())
            XCTAssertTrue(message.hasPrefix(problem), run.stderr)
            XCTAssertTrue(readme.contains("(`\(message)`)"), "README.md does not quote \(message)")
        }

        // A linked file outside the paths named: its note, the target's path left out.
        try folder.write("outside/VolumeView.swift", ViewSource.duplicated)
        _ = try folder.makeFolder("tree")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/tree/Linked.swift", withDestinationPath: "../outside/VolumeView.swift")
        let linked = try folder.runner().run(["--fix", "-r", "xcode", "tree"])
        let real = URL(fileURLWithPath: folder.path + "/outside/VolumeView.swift").resolvingSymlinksInPath().path
        let note = try XCTUnwrap(linked.stdout.split(separator: "\n").first { $0.contains("note: no automatic fix") }, linked.stdout)
        let reason = note.components(separatedBy: "note: ").last?.replacingOccurrences(of: "`\(real)`", with: "…") ?? ""
        XCTAssertTrue(reason.hasPrefix("no automatic fix: the file is a symbolic link to …"), reason)
        XCTAssertTrue(readme.contains("`\(reason)`"), reason)
    }

    func testReadmeQuotesTheSummaryOfARunWithABaseline() throws {
        try folder.copySeed(to: "Sources/AddItemView.swift")
        try folder.write("Sources/Other.swift", ViewSource.duplicated)
        XCTAssertEqual(try folder.runner().run(["--write-baseline", "baseline.json"]).status, 0)
        let run = try folder.runner().run(["--baseline", "baseline.json"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix("No new findings; "), run.stdout)
        XCTAssertTrue(try DocText.normalized("README.md").contains("`\(run.stdout.dropLast())`"), run.stdout)
    }

    func testSyntaxDocQuotesTheDumps() throws {
        let syntax = try DocText.normalized("docs/syntax.md")
        try folder.write("Print.swift", "print(\"x\")\n")
        let firstToken = try folder.runner().run(["dump-tokens", "Print.swift"]).stdout.split(separator: "\n").first ?? ""
        XCTAssertTrue(firstToken.hasPrefix("{\"kind\": \"identifier\""), String(firstToken))
        XCTAssertTrue(syntax.contains("`\(firstToken)`"), String(firstToken))
        try folder.copySeed(to: "AddItemView.swift")
        let dump = try folder.runner().run(["dump-syntax", "AddItemView.swift"]).stdout
        // The seed's Button, the second action, on one line.
        let button = try XCTUnwrap(dump.components(separatedBy: "    },\n").last?.components(separatedBy: "\n  ]").first)
        let oneLine = button.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            .replacingOccurrences(of: "{ ", with: "{").replacingOccurrences(of: " }", with: "}")
        XCTAssertTrue(oneLine.hasPrefix("{\"type\": \"AddItemView\"") && oneLine.contains("\"callee\": \"Button\""), oneLine)
        XCTAssertTrue(syntax.contains("`\(oneLine)`"), oneLine)
    }
}
