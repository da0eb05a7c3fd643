/// Looks token bytes up as `ParserWord`s: words bucketed by (first byte, length) in flat,
/// never-freed memory, so a lookup compares a few bytes with no hashing, retains or bounds checks.
struct ParserWordTable: @unchecked Sendable {
    static let maxLength = 24
    static let shared = ParserWordTable()

    /// Per bucket, the index of its first word; bucket `b` spans `bucketStart[b]..<bucketStart[b + 1]`.
    private let bucketStart: UnsafeMutablePointer<Int32>
    /// Words in fixed `maxLength`-byte slots, in bucket order.
    private let words: UnsafeMutablePointer<UInt8>
    private let values: UnsafeMutablePointer<ParserWord>

    private init() {
        let bucketCount = 256 * ParserWordTable.maxLength
        let entries = ParserWord.allCases.filter { $0 != .other }
            .map { (bytes: Array($0.spelling.utf8), word: $0) }
            .sorted { Self.bucket(of: $0.bytes) < Self.bucket(of: $1.bytes) }
        bucketStart = .allocate(capacity: bucketCount + 1)
        words = .allocate(capacity: entries.count * ParserWordTable.maxLength)
        words.initialize(repeating: 0, count: entries.count * ParserWordTable.maxLength)
        values = .allocate(capacity: entries.count)
        var next = 0
        for bucket in 0...bucketCount {
            bucketStart[bucket] = Int32(next)
            while next < entries.count, Self.bucket(of: entries[next].bytes) == bucket {
                for (offset, byte) in entries[next].bytes.enumerated() { words[next * ParserWordTable.maxLength + offset] = byte }
                values[next] = entries[next].word
                next += 1
            }
        }
    }

    private static func bucket(of word: [UInt8]) -> Int { Int(word[0]) * maxLength + word.count }

    /// The word spelled by the `length` bytes at `start`, or `.other`.
    @inline(__always)
    func word(_ start: UnsafePointer<UInt8>, length: Int) -> ParserWord {
        guard length >= 2, length < ParserWordTable.maxLength else { return .other }
        let bucket = Int(start[0]) * ParserWordTable.maxLength + length
        var index = Int(bucketStart[bucket])
        let end = Int(bucketStart[bucket + 1])
        while index < end {
            let word = words + index * ParserWordTable.maxLength
            var offset = 1
            while offset < length, word[offset] == start[offset] { offset += 1 }
            if offset == length { return values[index] }
            index += 1
        }
        return .other
    }
}
