import Foundation
import XCTest
import ActionLintTestSupport
import ActionLintBenchSupport

/// The benchmark corpus is only useful if it is valid Swift (a linter measured on broken input
/// measures its error paths) and reproducible (numbers from two machines must be comparable).
final class SyntheticCorpusTests: XCTestCase {
    func testGeneratedFilesPassTheToolchainParser() throws {
        let swiftc = try XCTUnwrap(ExternalTool.swiftc, "swiftc not found on PATH or in /opt/swift/usr/bin")
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("action-lint-corpus-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }

        var files = SyntheticCorpus.generate(fileCount: 30, seed: 7)
        files.append((path: "Mocks/GeneratedMocks.swift", contents: SyntheticCorpus.generatedMockFile(approximateBytes: 40_000)))
        var paths: [String] = []
        for file in files {
            let url = folder.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents.utf8).write(to: url)
            paths.append(url.path)
        }

        // Swift 6 mode, as the package uses, so bare `/regex/` literals are enabled.
        let result = try ExternalTool.run(swiftc, ["-parse", "-swift-version", "6"] + paths)
        XCTAssertEqual(result.status, 0, "swiftc -parse failed:\n\(result.output.prefix(4_000))")
        XCTAssertFalse(result.output.contains("error:"), "swiftc -parse reported:\n\(result.output.prefix(4_000))")
    }

    func testSameSeedGivesSameBytes() {
        let first = SyntheticCorpus.generate(fileCount: 20, seed: 42)
        let second = SyntheticCorpus.generate(fileCount: 20, seed: 42)
        XCTAssertEqual(first.map(\.path), second.map(\.path))
        XCTAssertEqual(first.map(\.contents), second.map(\.contents))
        XCTAssertEqual(SyntheticCorpus.generatedMockFile(approximateBytes: 20_000),
                       SyntheticCorpus.generatedMockFile(approximateBytes: 20_000))
    }

    func testDifferentSeedsGiveDifferentCorpora() {
        let first = SyntheticCorpus.generate(fileCount: 20, seed: 1)
        let second = SyntheticCorpus.generate(fileCount: 20, seed: 2)
        XCTAssertNotEqual(first.map(\.contents), second.map(\.contents))
    }

    func testFileSizesLookLikeRealApps() {
        let files = SyntheticCorpus.generate(fileCount: 300, seed: 3)
        let lineCounts = files.map { $0.contents.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } }
        XCTAssertGreaterThanOrEqual(lineCounts.min() ?? 0, 50)
        XCTAssertLessThanOrEqual(lineCounts.max() ?? .max, 600)
        let averageLines = lineCounts.reduce(0, +) / files.count
        let averageBytes = files.map(\.contents.utf8.count).reduce(0, +) / files.count
        XCTAssertTrue((95...150).contains(averageLines), "average \(averageLines) lines")
        XCTAssertTrue((3_500...6_000).contains(averageBytes), "average \(averageBytes) bytes")
        XCTAssertEqual(Set(files.map(\.path)).count, files.count, "paths must be unique")
    }

    func testMockFileIsAboutTheRequestedSize() {
        let mock = SyntheticCorpus.generatedMockFile(approximateBytes: 200_000)
        XCTAssertTrue((200_000...215_000).contains(mock.utf8.count), "\(mock.utf8.count) bytes")
    }
}
