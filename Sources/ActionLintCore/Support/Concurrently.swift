import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Work spread over all cores, with results in a fixed order so that output never depends on
/// the parallelism.
enum Concurrently {
    /// The processors online: how many threads keep every core busy.
    static let processorCount = max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    /// `body(i)` for every `i` of `range`, in order. Each iteration initializes its own element
    /// of the result in place: distinct elements need no lock, and the results are not kept as
    /// optionals to be copied out and freed again on one core afterwards.
    static func map<Value>(_ range: Range<Int>, _ body: @Sendable (Int) -> Value) -> [Value] {
        [Value](unsafeUninitializedCapacity: range.count) { buffer, initializedCount in
            // Unchecked: each iteration writes its own element, and `concurrentPerform` returns
            // only when all have.
            nonisolated(unsafe) let elements = buffer.baseAddress
            DispatchQueue.concurrentPerform(iterations: range.count) { offset in
                (elements! + offset).initialize(to: body(range.lowerBound + offset))
            }
            initializedCount = range.count
        }
    }
}
