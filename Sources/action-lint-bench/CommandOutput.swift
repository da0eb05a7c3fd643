import Foundation

/// Runs an external command and returns what it prints (untimed: the timed runs go through
/// `SpawnedProcess`).
enum CommandOutput {
    /// Standard output of `executable` run with `arguments`; standard error goes to /dev/null.
    static func run(_ executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        // Drain before waiting: a full pipe would block the child forever.
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
