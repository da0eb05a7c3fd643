import Foundation

/// The outcome of one run of the built `action-lint`.
struct ToolRun {
    var status: Int32
    var stdout: String
    var stderr: String
    /// The folder the run started in.
    var workingFolder: String = ""

    /// stderr split into lines, for "exactly one line" assertions.
    /// stdout with the working folder taken off the start of each line: the xcode reporter
    /// prints absolute paths, and most tests compare what follows them.
    var relativeStdout: String {
        let prefix = workingFolder + "/"
        return stdout.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix(prefix) ? String(line.dropFirst(prefix.count)) : String(line)
        }.joined(separator: "\n")
    }

    var stderrLines: [String] { stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
}
