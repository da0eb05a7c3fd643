import Foundation

/// Times the real linter binary on the corpus folder against `cat | wc -l` over the same
/// files: the ratio says how far the linter is from the cost of just reading its input.
struct EndToEndBenchmark {
    let binary: String
    let folder: String
    let runs: Int

    /// `find … -print0 | xargs -0` rather than a glob: 4,000+ paths would overflow the argument
    /// list of a single `cat`. The folder is passed as `$1` so no quoting can break it.
    static let catScript = #"find "$1" -name '*.swift' -print0 | xargs -0 cat | wc -l"#

    func run() throws -> String {
        var lintTimes: [Double] = []
        var catTimes: [Double] = []
        var lastStatus: Int32 = 0
        // Both commands are timed the same way, output to /dev/null (`SpawnedProcess`); the line
        // count comes from one more, untimed run (reading a pipe made the timed `cat` runs slower
        // than by hand).
        for _ in 0..<max(1, runs) {
            let lint = try SpawnedProcess.time(binary, ["--reporter", "json", folder])
            lintTimes.append(lint.seconds)
            lastStatus = lint.status
            catTimes.append(try SpawnedProcess.time("/bin/sh", ["-c", Self.catScript, "sh", folder]).seconds)
        }
        let catLines = try CommandOutput.run("/bin/sh", ["-c", Self.catScript, "sh", folder]).trimmingCharacters(in: .whitespacesAndNewlines)
        return report(lint: Timing.median(lintTimes), cat: Timing.median(catTimes), status: lastStatus, lines: catLines)
    }

    private func report(lint: Double, cat: Double, status: Int32, lines: String) -> String {
        let ratio = cat > 0 ? lint / cat : 0
        return """
            end-to-end (median of \(max(1, runs)) runs)
              \(binary) --reporter json \(folder) > /dev/null: \(ReportTable.duration(lint)) (exit status \(status))
              find | xargs cat | wc -l: \(ReportTable.duration(cat)) (\(lines) lines)
              ratio linter / cat: \(String(format: "%.2f", ratio))x
            """
    }
}
