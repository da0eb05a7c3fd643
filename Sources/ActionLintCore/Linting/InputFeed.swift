import ActionLintSyntax
import Dispatch

/// Files handed from the thread finding them to the threads linting them, so that the lint of
/// the first files overlaps the search for the rest (the walk alone would leave the other cores
/// idle). Each file comes with its configuration's engine, made when the configuration is first
/// met. Positions are the order files were added in.
final class InputFeed: @unchecked Sendable {
    private let lock = PThreadMutex()
    /// One signal for each file added, and one for each consumer once closed: a consumer waits
    /// for a signal, then takes a file or, when none is left of a closed feed, stops.
    private let available = DispatchSemaphore(value: 0)
    private let consumers: Int
    /// The files added, in chunks of `chunkSize`: a chunk is never copied to grow (copying one
    /// array of thousands of inputs touched fresh pages on the walk's thread).
    private var chunks: [[LintRunner.Input]] = []
    private var count = 0
    private static let chunkSize = 1024
    /// Boxed: a consumer takes a reference, not a copy of every rule's settings.
    private var engines: [SharedEngine?] = []
    private var taken = 0
    private var closed = false

    final class SharedEngine: Sendable {
        let engine: LintEngine
        init(_ engine: LintEngine) { self.engine = engine }
    }

    init(consumers: Int) {
        self.consumers = consumers
    }

    /// Adds a file of configuration `configuration` (its `ResolvedConfiguration.index`);
    /// `makeEngine` is called the first time that configuration is met.
    func add(_ input: LintRunner.Input, makeEngine: () -> LintEngine) {
        lock.locked {
            let index = input.engineIndex
            if index >= engines.count { engines.append(contentsOf: repeatElement(nil, count: index + 1 - engines.count)) }
            if engines[index] == nil { engines[index] = SharedEngine(makeEngine()) }
            if count % Self.chunkSize == 0 {
                chunks.append([])
                chunks[chunks.count - 1].reserveCapacity(Self.chunkSize)
            }
            chunks[chunks.count - 1].append(input)
            count += 1
        }
        available.signal()
    }

    /// No file comes after this.
    func close() {
        lock.locked { closed = true }
        for _ in 0..<consumers { available.signal() }
    }

    /// The next file to lint, its position and its engine; nil once the feed is closed and
    /// every file taken. Waits while the feed is empty but open.
    func next() -> (position: Int, input: LintRunner.Input, engine: SharedEngine)? {
        while true {
            available.wait()
            let next = lock.locked { () -> (Int, LintRunner.Input, SharedEngine)?? in
                guard taken < count else { return closed ? .some(nil) : nil }
                let input = chunks[taken / Self.chunkSize][taken % Self.chunkSize]
                taken += 1
                return (taken - 1, input, engines[input.engineIndex]!)
            }
            // A signal of a file another consumer took: wait for the next.
            if let next { return next }
        }
    }

    /// Every file added, in order, and the engine of each configuration met (a default one for
    /// a configuration no file had).
    func contents(defaultEngine: () -> LintEngine) -> (inputs: [LintRunner.Input], engines: [LintEngine]) {
        lock.locked {
            let engines = engines.map { $0?.engine ?? defaultEngine() }
            return (Array(chunks.joined()), engines.isEmpty ? [defaultEngine()] : engines)
        }
    }
}
