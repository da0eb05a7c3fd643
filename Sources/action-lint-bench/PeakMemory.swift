import Foundation

/// The process's peak resident set size, from `VmHWM` in /proc/self/status (Linux only).
enum PeakMemory {
    /// Peak RSS in bytes, or nil where /proc is not available.
    static func current() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
            return kilobytes.map { $0 * 1_024 }
        }
        return nil
    }

    /// Resets the peak to the current RSS by writing 5 to /proc/self/clear_refs (Linux 4.0+), so
    /// each phase reports its own peak rather than the largest one so far. Returns false when the
    /// kernel refuses, in which case peaks are cumulative.
    @discardableResult
    static func reset() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        return (try? handle.write(contentsOf: Data("5".utf8))) != nil
    }
}
