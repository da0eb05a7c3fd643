/// Which bodies may repeat one another, told from one value per body (a hash, a size) and one
/// per guard-less rest (of bodies that start with `guard` or `if`): a body may be part of a
/// duplicate group when its value occurs twice, equals another body's rest, or its rest equals
/// a body's value. The prefilter asks this of sizes and hashes, the rule of hashes.
struct RepeatFinder<Value: Comparable> {
    private let wholes: [Value]
    private let rests: [Value]
    /// The values, sorted.
    var wholeValues: [Value] { wholes }
    var restValues: [Value] { rests }

    init(wholes: some Sequence<Value>, rests: some Sequence<Value>) {
        self.wholes = wholes.sorted()
        self.rests = rests.sorted()
    }

    /// Whether a body with value `whole` (and rest value `rest`, if any) may repeat another.
    func mayRepeat(whole: Value, rest: Value?) -> Bool {
        SortedSearch.count(of: whole, in: wholes) > 1 || SortedSearch.contains(whole, in: rests)
            || rest.map { SortedSearch.contains($0, in: wholes) } == true
    }
}
