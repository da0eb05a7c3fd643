import ActionLintTestSupport
import Foundation
import XCTest

/// The GitHub action's first two steps (`action.yml` runs `.ci/action/locate.sh`, then
/// `build.sh` on a cache miss), run as the runner runs them: from the action's folder (a copy
/// of this package, `$GITHUB_ACTION_PATH`), with `GITHUB_OUTPUT` and `RUNNER_TEMP` set. The
/// lint steps are `ReadmeRecipeTests.testGitHubActionSteps`.
final class GitHubActionBuildTests: XCTestCase {
    private var scratch: TemporaryFolder!
    private var action: URL { scratch.url.appendingPathComponent("action-lint") }
    private var runnerTemp: URL { scratch.url.appendingPathComponent("runner-temp") }

    override func setUpWithError() throws {
        scratch = try TemporaryFolder(self)
        try PluginPackage.tagSnapshot(of: BuiltTool.packageRoot, at: action)
        try FileManager.default.createDirectory(at: runnerTemp, withIntermediateDirectories: true)
    }

    /// The environment of a step: the runner's variables, the toolchain on `PATH`.
    private func step(_ script: String, _ arguments: [String] = [], output: URL? = nil) throws -> ToolRun {
        var environment = ["GITHUB_ACTIONS": "true", "GITHUB_ACTION_PATH": action.path, "RUNNER_TEMP": runnerTemp.path,
                           "HOME": ProcessInfo.processInfo.environment["HOME"] ?? scratch.path,
                           "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        if let output { environment["GITHUB_OUTPUT"] = output.path }
        let runner = ToolRunner(folder: scratch.url, environment: environment)
        return try runner.run(executable: "/bin/bash", [action.appendingPathComponent(".ci/action/\(script)").path] + arguments)
    }

    /// `locate.sh`'s outputs, `key` and `folder`, as it appends them to `GITHUB_OUTPUT`.
    private func locate() throws -> [String: String] {
        let output = scratch.url.appendingPathComponent("github-output-\(UUID().uuidString)")
        try Data().write(to: output)
        let run = try step("locate.sh", output: output)
        XCTAssertEqual(run.status, 0, run.stderr)
        var outputs: [String: String] = [:]
        for line in try String(contentsOf: output, encoding: .utf8).split(separator: "\n") {
            guard let equals = line.firstIndex(of: "=") else { continue }
            outputs[String(line[..<equals])] = String(line[line.index(after: equals)...])
        }
        return outputs
    }

    /// The cache entry is named after the sources and the toolchain: the same sources give the
    /// same key, a changed source a new one, a changed README none.
    func testLocateNamesTheCacheEntryAfterTheSources() throws {
        let first = try locate()
        let key = try XCTUnwrap(first["key"])
        XCTAssertNotNil(key.range(of: "^action-lint-[0-9a-f]{40}$", options: .regularExpression), key)
        XCTAssertEqual(first["folder"], runnerTemp.path + "/" + key)
        XCTAssertEqual(first.count, 2, "\(first)")
        XCTAssertEqual(try locate(), first)

        let readme = action.appendingPathComponent("README.md")
        try (try String(contentsOf: readme, encoding: .utf8) + "\nmore\n").write(to: readme, atomically: true, encoding: .utf8)
        XCTAssertEqual(try locate()["key"], key, "not a source")

        let main = action.appendingPathComponent("Sources/action-lint/main.swift")
        try (try String(contentsOf: main, encoding: .utf8) + "// changed\n").write(to: main, atomically: true, encoding: .utf8)
        let changed = try XCTUnwrap(try locate()["key"])
        XCTAssertNotEqual(changed, key)
    }

    /// On a cache miss the build step leaves a release `action-lint` in the cached folder, and on
    /// Linux with the Swift runtime linked in: no Swift shared library to find on the runner.
    func testBuildLeavesAReleaseBinaryInTheCachedFolder() throws {
        let folder = try XCTUnwrap(try locate()["folder"])
        let build = try step("build.sh", [folder])
        XCTAssertEqual(build.status, 0, build.stdout + build.stderr)
        let binary = folder + "/action-lint"
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: binary), build.stdout)
        XCTAssertTrue(build.stdout.contains("Compiling"), "a release build of the action's copy: \(build.stdout)")

        let seed = try TemporaryFolder(self)
        try seed.copySeed(to: "AddItemView.swift")
        // Run from a folder outside the seed's, so the path is printed whole.
        let path = seed.url.appendingPathComponent("AddItemView.swift").path
        let lint = try ToolRunner(folder: scratch.url).run(executable: binary, ["--reporter", "xcode", path])
        XCTAssertEqual(lint.status, 0, lint.stderr)
        XCTAssertEqual(lint.stdout, SeedFinding.xcode(path))

        #if os(Linux)
        let libraries = try ToolRunner(folder: seed.url, environment: ["PATH": "/usr/bin:/bin"]).run(executable: "/usr/bin/env", ["ldd", binary])
        XCTAssertEqual(libraries.status, 0, libraries.stderr)
        XCTAssertTrue(libraries.stdout.contains("libc.so"), libraries.stdout)
        XCTAssertFalse(libraries.stdout.contains("libswiftCore"), "the runtime is linked in: \(libraries.stdout)")
        #endif
    }
}
