import ActionLintCore
import Foundation

/// The files a benchmark runs on: their paths on disk (for `read` and end-to-end runs) and
/// their bytes in memory (for every other phase, so those phases never time the disk).
struct BenchCorpus {
    let folder: String
    let paths: [String]
    let contents: [[UInt8]]

    var fileCount: Int { paths.count }
    var byteCount: Int { contents.reduce(0) { $0 + $1.count } }

    /// Lines as `wc -l` counts them: newline bytes.
    var lineCount: Int {
        contents.reduce(0) { total, bytes in total + bytes.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } }
    }

    /// Every `.swift` file under `folder`, in sorted order so runs are comparable.
    static func load(folder: String) throws -> BenchCorpus {
        let paths = swiftFiles(under: folder)
        let contents = try paths.map { try SourceReader.read($0) }
        return BenchCorpus(folder: folder, paths: paths, contents: contents)
    }

    static func swiftFiles(under folder: String) -> [String] {
        let root = URL(fileURLWithPath: folder)
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else {
            return []
        }
        var paths: [String] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                paths.append(url.path)
            }
        }
        return paths.sorted()
    }

    /// The same files listed twice: twice the files and bytes, same file sizes.
    func repeated() -> BenchCorpus {
        BenchCorpus(folder: folder, paths: paths + paths, contents: contents + contents)
    }

    /// Each file's bytes followed by themselves: same file count, files twice as long. Shows
    /// whether a phase's cost grows faster than linearly with the size of one file.
    /// Every file followed by the next one: twice the length, but different code, so the
    /// duplicates (and so the findings) grow with the size as in real files — a file repeated
    /// with itself would make every action a duplicate of its copy.
    func eachFileDoubled() -> BenchCorpus {
        let doubled = contents.indices.map { contents[$0] + contents[($0 + 1) % contents.count] }
        return BenchCorpus(folder: folder, paths: paths, contents: doubled)
    }
}
