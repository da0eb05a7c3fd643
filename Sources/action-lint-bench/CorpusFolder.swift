import ActionLintBenchSupport
import Foundation

/// Writes the synthetic corpus to disk so the `read` phase and end-to-end runs have real files.
enum CorpusFolder {
    /// Path of the generated-mock file inside the corpus folder.
    static let mockPath = "Generated/GeneratedMocks.swift"
    static let mockBytes = 1_000_000

    /// Generates `fileCount` view files plus the ~1 MB mock file and writes them under `folder`,
    /// replacing whatever a previous run left there.
    static func write(fileCount: Int, seed: UInt64, to folder: String) throws {
        let manager = FileManager.default
        if manager.fileExists(atPath: folder) { try manager.removeItem(atPath: folder) }
        var files = SyntheticCorpus.generate(fileCount: fileCount, seed: seed)
        files.append((path: mockPath, contents: SyntheticCorpus.generatedMockFile(approximateBytes: mockBytes)))
        let root = URL(fileURLWithPath: folder)
        for file in files {
            let url = root.appendingPathComponent(file.path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents.utf8).write(to: url)
        }
    }

    /// A fresh folder under the system temporary directory.
    static func temporary(seed: UInt64, fileCount: Int) -> String {
        let name = "action-lint-bench-\(seed)-\(fileCount)-\(ProcessInfo.processInfo.processIdentifier)"
        return FileManager.default.temporaryDirectory.appendingPathComponent(name).path
    }
}
