/// A failure while benchmarking (as opposed to a bad command line): reported without the usage.
struct BenchError: Error, CustomStringConvertible {
    let description: String
}
