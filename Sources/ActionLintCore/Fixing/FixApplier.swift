/// Applies fixes to a file's bytes in one forward pass. A fix whose edits overlap (or touch the
/// same point as) an edit already taken is skipped; it is applied in the next round, against
/// the new text.
public enum FixApplier {
    public struct Outcome: Sendable {
        public var bytes: [UInt8]
        /// Indices (into the given fixes) of the fixes applied.
        public var applied: [Int]
    }

    public static func apply(_ fixes: [Fix], to bytes: [UInt8]) -> Outcome {
        var taken: [Edit] = []
        var applied: [Int] = []
        for (index, fix) in fixes.enumerated() {
            guard fix.edits.allSatisfy({ $0.range.lowerBound >= 0 && $0.range.upperBound <= bytes.count }) else { continue }
            if fix.edits.contains(where: { edit in taken.contains { conflicts(edit, $0) } }) { continue }
            taken.append(contentsOf: fix.edits)
            applied.append(index)
        }
        taken.sort { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + taken.reduce(0) { $0 + $1.replacement.utf8.count })
        var cursor = 0
        for edit in taken {
            result.append(contentsOf: bytes[cursor..<edit.range.lowerBound])
            result.append(contentsOf: edit.replacement.utf8)
            cursor = edit.range.upperBound
        }
        result.append(contentsOf: bytes[cursor...])
        return Outcome(bytes: result, applied: applied)
    }

    /// Two edits conflict when they overlap, or when both act at the same point (two
    /// insertions there would depend on the order).
    static func conflicts(_ a: Edit, _ b: Edit) -> Bool {
        if a.range.lowerBound == b.range.lowerBound { return true }
        if a.range.isEmpty { return b.range.lowerBound < a.range.lowerBound && a.range.lowerBound < b.range.upperBound }
        if b.range.isEmpty { return a.range.lowerBound < b.range.lowerBound && b.range.lowerBound < a.range.upperBound }
        return a.range.lowerBound < b.range.upperBound && b.range.lowerBound < a.range.upperBound
    }
}
