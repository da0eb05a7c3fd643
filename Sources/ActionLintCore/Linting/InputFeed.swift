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
    private var inputs: [LintRunner.Input] = []
    private var engines: [LintEngine?] = []
    private var taken = 0
    private var closed = false

    init(consumers: Int) {
        self.consumers = consumers
        inputs.reserveCapacity(1024)
    }

    /// Adds a file of configuration `configuration` (its `ResolvedConfiguration.index`);
    /// `makeEngine` is called the first time that configuration is met.
    func add(_ input: LintRunner.Input, makeEngine: () -> LintEngine) {
        lock.locked {
            let index = input.engineIndex
            if index >= engines.count { engines.append(contentsOf: repeatElement(nil, count: index + 1 - engines.count)) }
            if engines[index] == nil { engines[index] = makeEngine() }
            inputs.append(input)
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
    func next() -> (position: Int, input: LintRunner.Input, engine: LintEngine)? {
        while true {
            available.wait()
            let next = lock.locked { () -> (Int, LintRunner.Input, LintEngine)?? in
                guard taken < inputs.count else { return closed ? .some(nil) : nil }
                taken += 1
                return (taken - 1, inputs[taken - 1], engines[inputs[taken - 1].engineIndex]!)
            }
            // A signal of a file another consumer took: wait for the next.
            if let next { return next }
        }
    }

    /// Every file added, in order, and the engine of each configuration met (a default one for
    /// a configuration no file had).
    func contents(defaultEngine: () -> LintEngine) -> (inputs: [LintRunner.Input], engines: [LintEngine]) {
        lock.locked {
            let engines = engines.map { $0 ?? defaultEngine() }
            return (inputs, engines.isEmpty ? [defaultEngine()] : engines)
        }
    }
}
