/// Byte classes of ASCII for the lexer's hot loop: one table load instead of a chain of compares.
@usableFromInline
struct CharacterClass: OptionSet, Sendable {
    @usableFromInline let rawValue: UInt8
    @usableFromInline init(rawValue: UInt8) { self.rawValue = rawValue }

    static let identifierHead = CharacterClass(rawValue: 1 << 0)
    static let identifierBody = CharacterClass(rawValue: 1 << 1)
    static let operatorCharacter = CharacterClass(rawValue: 1 << 2)
    static let digit = CharacterClass(rawValue: 1 << 3)
    static let horizontalSpace = CharacterClass(rawValue: 1 << 4)
    static let hexDigit = CharacterClass(rawValue: 1 << 5)
    /// Bytes after which an operator is not left-bound (whitespace and opening punctuation).
    static let leftDelimiter = CharacterClass(rawValue: 1 << 6)
    /// Bytes before which an operator is not right-bound (whitespace and closing punctuation).
    static let rightDelimiter = CharacterClass(rawValue: 1 << 7)

    /// The class of every byte value; bytes 0x80 and above are decoded as UTF-8 separately.
    static let table: [CharacterClass] = {
        var table = [CharacterClass](repeating: [], count: 256)
        for byte in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(byte)].formUnion([.identifierHead, .identifierBody]) }
        for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(byte)].formUnion([.identifierHead, .identifierBody]) }
        table[Int(UInt8(ascii: "_"))].formUnion([.identifierHead, .identifierBody])
        // `a$b` is one name: `$` continues identifiers (and starts `$0`, `$name`, by its own path).
        table[Int(UInt8(ascii: "$"))].insert(.identifierBody)
        for byte in UInt8(ascii: "0")...UInt8(ascii: "9") { table[Int(byte)].formUnion([.identifierBody, .digit, .hexDigit]) }
        for byte in Array("abcdefABCDEF".utf8) { table[Int(byte)].insert(.hexDigit) }
        for byte in Array("/=-+!*%<>&|^~?".utf8) { table[Int(byte)].insert(.operatorCharacter) }
        for byte in [UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C] { table[Int(byte)].insert(.horizontalSpace) }
        // Vertical tab and form feed are white space but, for the compiler, bind operators as a
        // letter would; the zero byte counts as white space.
        for byte in [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0] {
            table[Int(byte)].formUnion([.leftDelimiter, .rightDelimiter])
        }
        for byte in Array("([{,;:".utf8) { table[Int(byte)].insert(.leftDelimiter) }
        for byte in Array(")]},;:".utf8) { table[Int(byte)].insert(.rightDelimiter) }
        return table
    }()

    /// The same table in never-freed memory, so the hot loop indexes it without bounds checks
    /// or reference counting.
    nonisolated(unsafe) static let pointer: UnsafePointer<CharacterClass> = {
        let storage = UnsafeMutablePointer<CharacterClass>.allocate(capacity: 256)
        storage.initialize(from: table, count: 256)
        return UnsafePointer(storage)
    }()
}
