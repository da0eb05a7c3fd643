import ActionLintBenchSupport
import Foundation

/// Writes the synthetic corpus to disk so the `read` phase and end-to-end runs have real files.
enum CorpusFolder {
    /// Path of the generated-mock file inside the corpus folder.
    static let mockPath = "Generated/GeneratedMocks.swift"
    static let mockBytes = 1_000_000

    /// `fileCount` generated view files plus the ~1 MB mock file, in memory.
    static func generate(fileCount: Int, seed: UInt64) -> [(path: String, contents: String)] {
        var files = SyntheticCorpus.generate(fileCount: fileCount, seed: seed)
        files.append((path: mockPath, contents: SyntheticCorpus.generatedMockFile(approximateBytes: mockBytes)))
        return files
    }

    /// Writes `files` under `folder`, replacing a corpus a previous run left there.
    static func write(_ files: [(path: String, contents: String)], to folder: String) throws {
        try clear(folder)
        let manager = FileManager.default
        let root = URL(fileURLWithPath: folder)
        for file in files {
            let url = root.appendingPathComponent(file.path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents.utf8).write(to: url)
        }
    }

    /// Removes an earlier corpus, recognized by its mock file. Any other non-empty folder is
    /// left alone: `--write-corpus .` must never wipe someone's project.
    private static func clear(_ folder: String) throws {
        let manager = FileManager.default
        guard let entries = try? manager.contentsOfDirectory(atPath: folder), !entries.isEmpty else { return }
        guard manager.fileExists(atPath: (folder as NSString).appendingPathComponent(mockPath)) else {
            throw BenchError(description: "\(folder) is not empty and holds no earlier corpus; choose another folder")
        }
        try manager.removeItem(atPath: folder)
    }

    /// A fresh folder under the system temporary directory.
    static func temporary(seed: UInt64, fileCount: Int) -> String {
        let name = "action-lint-bench-\(seed)-\(fileCount)-\(ProcessInfo.processInfo.processIdentifier)"
        return FileManager.default.temporaryDirectory.appendingPathComponent(name).path
    }
}
