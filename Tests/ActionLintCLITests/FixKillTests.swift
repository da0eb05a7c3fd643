import ActionLintTestSupport
import Foundation
import XCTest

/// `kill -9` at any moment of `--fix` leaves every file either exactly as it was or exactly as
/// a complete run writes it — never a partial file — and the temporary files a killed run
/// leaves behind are removed by the next run that writes into their folders.
final class FixKillTests: FolderTestCase {
    /// Folders × files per folder: enough writes (each with an fsync) that kills land among them.
    private static let folders = 4
    private static let filesPerFolder = 6
    private static let trials = 14

    private var relativePaths: [String] {
        (0..<Self.folders).flatMap { group in (0..<Self.filesPerFolder).map { "Group\(group)/View\($0).swift" } }
    }

    private func writeOriginals(_ seed: [UInt8]) throws {
        for path in relativePaths { try folder.write(path, bytes: seed) }
    }

    private func contents() -> [String: [UInt8]] {
        Dictionary(uniqueKeysWithValues: relativePaths.map { path in
            (path, Array(FileManager.default.contents(atPath: folder.url.appendingPathComponent(path).path) ?? Data()))
        })
    }

    private func temporaryFiles() -> [String] {
        let all = (try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? []
        return all.filter { ($0 as NSString).lastPathComponent.hasPrefix(".action-lint-tmp.") }
    }

    func testKilledFixLeavesEveryFileOldOrNew() throws {
        let executable = try BuiltTool.located()
        let seed = Array(try Data(contentsOf: BuiltTool.seedFixture))
        try writeOriginals(seed)
        // A complete run gives each file's fixed version (deterministic: files are fixed in path order).
        let started = DispatchTime.now().uptimeNanoseconds
        XCTAssertEqual(try folder.runner().run(["--fix", "-q"]).status, 0)
        let fullRun = max(DispatchTime.now().uptimeNanoseconds - started, 20_000_000)
        let fixed = contents()
        XCTAssertTrue(fixed.values.allSatisfy { $0 != seed })
        var leftoversSeen = 0
        for trial in 0..<Self.trials {
            try writeOriginals(seed)
            // Delays spread from "before anything is read" to past the end of a complete run; the
            // run's own duration only picks them, nothing asserts on time.
            let delay = fullRun * UInt64(trial) / UInt64(Self.trials - 2)
            killFix(executable, afterNanoseconds: delay)
            for (path, bytes) in contents() {
                XCTAssertTrue(bytes == seed || bytes == fixed[path], "trial \(trial): \(path) is neither old nor new")
            }
            leftoversSeen += temporaryFiles().count
        }
        // The next run finishes the job and removes what the killed ones left.
        try writeOriginals(seed)
        XCTAssertEqual(try folder.runner().run(["--fix", "-q"]).status, 0)
        XCTAssertEqual(contents(), fixed)
        XCTAssertEqual(temporaryFiles(), [], "\(leftoversSeen) temporary files were left by killed runs")
    }

    private func killFix(_ executable: URL, afterNanoseconds delay: UInt64) {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--fix", "-q"]
        process.currentDirectoryURL = folder.url
        process.environment = [:]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return XCTFail("cannot start: \(error)") }
        usleep(UInt32(delay / 1000))
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}
