import Foundation

/// Runs the outside programs some tests check against (`swiftc -parse`, `patch`) and finds the
/// compiler: one place for what every test target needs.
public enum ExternalTool {
    /// `swiftc` from the toolchain the tests were built with, else the first one on PATH.
    public static let swiftc: String? = {
        var candidates = ["/opt/swift/usr/bin/swiftc"]
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        candidates += path.split(separator: ":").map { "\($0)/swiftc" }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Runs `executable` (in `folder`, if given) and returns its exit status and its standard
    /// output and error together. The output is read before waiting, so a chatty tool cannot
    /// block on a full pipe.
    public static func run(_ executable: String, _ arguments: [String], in folder: String? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
