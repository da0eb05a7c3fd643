/// Words looked up by their bytes, with no String and no hashing: bucketed by (first byte,
/// length) in flat, never-freed memory, so a lookup compares a handful of bytes with no array
/// retains or bounds checks. The lexer's reserved words and the parser's statement and
/// declaration words are both tables of this kind.
struct ByteWordTable<Value>: @unchecked Sendable {
    /// Longest word plus one: every slot holds `maxLength` bytes.
    let maxLength: Int
    /// What a lookup of a word not in the table returns.
    let missing: Value
    /// Per bucket, the index of its first word; bucket `b` spans `bucketStart[b]..<bucketStart[b + 1]`.
    private let bucketStart: UnsafeMutablePointer<Int32>
    /// Words in fixed `maxLength`-byte slots, in bucket order.
    private let words: UnsafeMutablePointer<UInt8>
    private let values: UnsafeMutablePointer<Value>

    init(_ entries: [(word: String, value: Value)], maxLength: Int, missing: Value) {
        self.maxLength = maxLength
        self.missing = missing
        let bucket = { (bytes: [UInt8]) in Int(bytes[0]) * maxLength + bytes.count }
        let sorted = entries.map { (bytes: Array($0.word.utf8), value: $0.value) }
            .filter { !$0.bytes.isEmpty && $0.bytes.count < maxLength }
            .sorted { bucket($0.bytes) < bucket($1.bytes) }
        let bucketCount = 256 * maxLength
        bucketStart = .allocate(capacity: bucketCount + 1)
        words = .allocate(capacity: max(1, sorted.count * maxLength))
        words.initialize(repeating: 0, count: max(1, sorted.count * maxLength))
        values = .allocate(capacity: max(1, sorted.count))
        var next = 0
        for index in 0...bucketCount {
            bucketStart[index] = Int32(next)
            while next < sorted.count, bucket(sorted[next].bytes) == index {
                for (offset, byte) in sorted[next].bytes.enumerated() { words[next * maxLength + offset] = byte }
                (values + next).initialize(to: sorted[next].value)
                next += 1
            }
        }
    }

    /// The value of the word spelled by the `length` bytes at `start`, or `missing`.
    @inline(__always)
    func lookup(_ start: UnsafePointer<UInt8>, length: Int) -> Value {
        guard length >= 2, length < maxLength else { return missing }
        let bucket = Int(start[0]) * maxLength + length
        var index = Int(bucketStart[bucket])
        let end = Int(bucketStart[bucket + 1])
        while index < end {
            let word = words + index * maxLength
            var offset = 1
            while offset < length, word[offset] == start[offset] { offset += 1 }
            if offset == length { return values[index] }
            index += 1
        }
        return missing
    }
}
