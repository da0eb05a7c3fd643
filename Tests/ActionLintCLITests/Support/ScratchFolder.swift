import Foundation

/// A temporary folder a test writes sources and configuration into; removed by `remove()`.
struct ScratchFolder {
    let url: URL

    init() throws {
        // Resolved so that paths the tool prints (from getcwd) match the ones tests build.
        let base = URL(fileURLWithPath: NSTemporaryDirectory()).resolvingSymlinksInPath()
        url = base.appendingPathComponent("action-lint-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    var path: String { url.path }

    /// Writes `text` to `relativePath`, creating folders on the way.
    @discardableResult
    func write(_ relativePath: String, _ text: String) throws -> URL {
        try write(relativePath, bytes: Array(text.utf8))
    }

    @discardableResult
    func write(_ relativePath: String, bytes: [UInt8]) throws -> URL {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
        return file
    }

    /// Copies the seed fixture to `relativePath`.
    func copySeed(to relativePath: String) throws {
        try write(relativePath, bytes: Array(try Data(contentsOf: BuiltTool.seedFixture)))
    }

    func read(_ relativePath: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(relativePath), encoding: .utf8)
    }

    func exists(_ relativePath: String) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent(relativePath).path)
    }

    func runner(environment: [String: String] = [:]) -> ToolRunner {
        ToolRunner(folder: url, environment: environment)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
