/// One row of the results table.
struct PhaseMeasurement {
    let name: String
    let files: Int
    let bytes: Int
    let lines: Int
    /// Median wall time of the runs, in seconds.
    let seconds: Double
    /// Peak resident memory during the phase, in bytes; nil where /proc is unavailable.
    let peakBytes: Int?
    /// Sum of the phase's work counters over one run, printed to keep the work observable.
    let work: Int

    var megabytes: Double { Double(bytes) / 1_000_000 }
    var megabytesPerSecond: Double { seconds > 0 ? megabytes / seconds : 0 }
    var linesPerSecond: Double { seconds > 0 ? Double(lines) / seconds : 0 }
}
