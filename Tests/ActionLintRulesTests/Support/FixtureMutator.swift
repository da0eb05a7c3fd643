import ActionLintBenchSupport

/// Seeded damage to a Swift file for the mutation tests: an inserted fragment, a deleted
/// stretch, a repeated slice or a random byte.
enum FixtureMutator {
    /// Fragments that break structure: openers and closers, string and comment delimiters,
    /// directives, a type flush left, bytes that are never valid UTF-8, and code that creates or
    /// breaks duplicates.
    static let insertions: [[UInt8]] = [
        Array("{".utf8), Array("}".utf8), Array("(".utf8), Array(")".utf8), Array("\"".utf8), Array("\\(".utf8),
        Array("/*".utf8), Array("*/".utf8), Array("//".utf8), Array("\"\"\"".utf8), Array("#if os(iOS)\n".utf8),
        Array("#endif\n".utf8), Array("guard ok else { return }\n".utf8), Array("\n".utf8), Array("\r\n".utf8),
        Array(".onTapGesture { save() }".utf8), Array("Button(\"Go\") { save(); close() }".utf8), [0x00], [0xFF], [0xE2, 0x82],
        Array("#else\n".utf8), Array("\nstruct Extra {\n".utf8), Array("\nextension Extra {\n".utf8), Array("<".utf8), Array(">".utf8),
    ]

    static func mutate(_ bytes: inout [UInt8], using generator: inout SplitMix64) {
        guard !bytes.isEmpty else { return bytes = insertions[0] }
        let at = Int.random(in: 0..<bytes.count, using: &generator)
        switch Int.random(in: 0..<4, using: &generator) {
        case 0:
            bytes.insert(contentsOf: insertions.randomElement(using: &generator)!, at: at)
        case 1:
            bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...24, using: &generator)))
        case 2:
            // Repeat a slice: duplicates closures, or half of one.
            let end = min(bytes.count, at + Int.random(in: 1...200, using: &generator))
            bytes.insert(contentsOf: Array(bytes[at..<end]), at: Int.random(in: 0...bytes.count, using: &generator))
        default:
            bytes[at] = UInt8.random(in: 0...255, using: &generator)
        }
    }
}
