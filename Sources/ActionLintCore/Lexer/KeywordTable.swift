/// The reserved words in flat, never-freed memory, bucketed by (first byte, length): a lookup
/// compares a handful of bytes with no array retains or bounds checks in the lexer's hot path.
struct KeywordTable: @unchecked Sendable {
    /// What a lookup found.
    enum Match: UInt8 {
        case none
        case keyword
        /// A keyword that ends an expression (`self`, `true`, …): a `/` after it divides.
        case expressionEndingKeyword
    }

    static let maxLength = 16
    static let shared = KeywordTable()

    /// Per bucket, the index of its first word; bucket `b` spans `bucketStart[b]..<bucketStart[b + 1]`.
    private let bucketStart: UnsafeMutablePointer<Int32>
    /// Words in fixed `maxLength`-byte slots, in bucket order.
    private let words: UnsafeMutablePointer<UInt8>
    private let matches: UnsafeMutablePointer<Match>

    private init() {
        let bucketCount = 256 * KeywordTable.maxLength
        let sorted = Keywords.reserved.map { Array($0.utf8) }.sorted { Self.bucket(of: $0) < Self.bucket(of: $1) }
        bucketStart = .allocate(capacity: bucketCount + 1)
        words = .allocate(capacity: sorted.count * KeywordTable.maxLength)
        words.initialize(repeating: 0, count: sorted.count * KeywordTable.maxLength)
        matches = .allocate(capacity: sorted.count)
        var next = 0
        for bucket in 0...bucketCount {
            bucketStart[bucket] = Int32(next)
            while next < sorted.count, Self.bucket(of: sorted[next]) == bucket {
                let word = sorted[next]
                for (offset, byte) in word.enumerated() { words[next * KeywordTable.maxLength + offset] = byte }
                let endsExpression = Keywords.expressionEndingBytes.contains(word)
                matches[next] = endsExpression ? .expressionEndingKeyword : .keyword
                next += 1
            }
        }
    }

    private static func bucket(of word: [UInt8]) -> Int { Int(word[0]) * maxLength + word.count }

    /// Looks up the `length` bytes at `start`.
    @inline(__always)
    func match(_ start: UnsafePointer<UInt8>, length: Int) -> Match {
        guard length >= 2, length < KeywordTable.maxLength else { return .none }
        let bucket = Int(start[0]) * KeywordTable.maxLength + length
        var index = Int(bucketStart[bucket])
        let end = Int(bucketStart[bucket + 1])
        while index < end {
            let word = words + index * KeywordTable.maxLength
            var offset = 1
            while offset < length, word[offset] == start[offset] { offset += 1 }
            if offset == length { return matches[index] }
            index += 1
        }
        return .none
    }
}
