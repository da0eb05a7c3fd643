/// The generator's one source of choices. A class so the writers of one file share a single
/// stream: every choice then depends only on the seed and on the order of earlier choices.
final class RandomSource {
    private var generator: SplitMix64

    init(seed: UInt64) {
        generator = SplitMix64(seed: seed)
    }

    /// A value in `0..<bound`. Multiply-shift keeps the bias below 2^-32 for the small bounds
    /// used here, which is plenty for synthetic text and is the same on every platform.
    func below(_ bound: Int) -> Int {
        precondition(bound > 0, "bound must be positive")
        let high = generator.next() >> 32
        return Int((high &* UInt64(bound)) >> 32)
    }

    func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.upperBound - range.lowerBound + 1)
    }

    /// True with the given probability in percent.
    func chance(_ percent: Int) -> Bool {
        below(100) < percent
    }

    func pick<Element>(_ elements: [Element]) -> Element {
        elements[below(elements.count)]
    }

    /// `count` distinct elements in random order (fewer if there are not that many).
    func sample<Element>(_ elements: [Element], count: Int) -> [Element] {
        var pool = elements
        var chosen: [Element] = []
        while chosen.count < count, !pool.isEmpty {
            chosen.append(pool.remove(at: below(pool.count)))
        }
        return chosen
    }

    /// A fresh 64-bit seed, used to give each file its own independent stream.
    func nextSeed() -> UInt64 {
        generator.next()
    }
}
