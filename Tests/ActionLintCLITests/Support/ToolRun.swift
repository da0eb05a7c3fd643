import Foundation

/// The outcome of one run of the built `action-lint`.
struct ToolRun {
    var status: Int32
    var stdout: String
    var stderr: String

    /// stderr split into lines, for "exactly one line" assertions.
    var stderrLines: [String] { stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
}
