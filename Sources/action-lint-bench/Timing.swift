/// Wall-clock timing on the monotonic clock, and the median used to summarize repeated runs
/// (robust to the odd run disturbed by another process on a shared machine).
enum Timing {
    /// Runs `body` and returns its wall time in seconds along with its result.
    static func measure<Result>(_ body: () throws -> Result) rethrows -> (seconds: Double, result: Result) {
        let clock = ContinuousClock()
        let start = clock.now
        let result = try body()
        return (seconds(clock.now - start), result)
    }

    static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }

    /// The median; for an even count, the mean of the two middle values.
    static func median(_ values: [Double]) -> Double {
        precondition(!values.isEmpty, "median of no values")
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
