import Foundation

/// Runs an external command with its output discarded or captured and times it.
enum ProcessTimer {
    struct Outcome {
        let seconds: Double
        let status: Int32
        let output: String
    }

    /// Runs `executable` with `arguments`. Standard output goes to /dev/null unless `capture`
    /// is set (then it is returned); standard error always goes to /dev/null so a chatty tool
    /// does not slow itself down writing to a terminal.
    static func run(_ executable: String, _ arguments: [String], capture: Bool = false) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        let pipe = Pipe()
        process.standardOutput = capture ? pipe : FileHandle.nullDevice
        let timed = try Timing.measure { () throws -> Data in
            try process.run()
            // Drain before waiting: a full pipe would block the child forever.
            let data = capture ? pipe.fileHandleForReading.readDataToEndOfFile() : Data()
            process.waitUntilExit()
            return data
        }
        return Outcome(seconds: timed.seconds, status: process.terminationStatus,
                       output: String(decoding: timed.result, as: UTF8.self))
    }
}
