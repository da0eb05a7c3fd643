/// Writes JSON text straight into UTF-8 bytes, value by value, with no document tree in
/// between. Reporters need byte-stable output (golden tests, diffs in CI logs), so members are
/// written in the order they are given and numbers are formatted the same on every platform;
/// `JSONValue.serialized` writes through this too, so both produce the same text.
///
/// Why no tree: the report of a large folder is written after the parallel lint, and building a
/// `JSONValue` per field, then walking and freeing it, cost more than twice as much as writing
/// the text directly (for 983 findings, 39M instructions against 16M).
///
/// `pretty` indents nested values by two spaces and puts a space after each colon; compact output
/// has no whitespace at all. Callers pair every `beginObject`/`beginArray` with its end and
/// write exactly one value after each `key`.
struct JSONWriter {
    private(set) var bytes: [UInt8] = []
    let pretty: Bool
    /// How many containers are open.
    private var depth = 0
    /// Whether the innermost open container has no member yet (so it needs no comma, and closes
    /// as `{}` or `[]`).
    private var isFirstInContainer = true
    /// Whether the next value follows a key, on the key's line.
    private var afterKey = false

    init(pretty: Bool, reservingCapacity capacity: Int = 0) {
        self.pretty = pretty
        bytes.reserveCapacity(capacity)
    }

    /// The bytes written so far, as a report ends: with a newline.
    mutating func bytesEndingWithNewline() -> [UInt8] {
        bytes.append(UInt8(ascii: "\n"))
        return bytes
    }

    // MARK: - Containers

    mutating func beginObject() { open(UInt8(ascii: "{")) }
    mutating func endObject() { close(UInt8(ascii: "}")) }
    mutating func beginArray() { open(UInt8(ascii: "[")) }
    mutating func endArray() { close(UInt8(ascii: "]")) }

    /// A member name known to need no escaping (the reporters' fixed schema keys).
    mutating func key(_ key: StaticString) {
        startMember()
        bytes.append(UInt8(ascii: "\""))
        key.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        endKey()
    }

    /// Any member name, escaped like a string value. (Labelled: a string literal would pick an
    /// unlabelled `String` overload over the `StaticString` one.)
    mutating func key(escaping key: String) {
        startMember()
        appendQuoted(key)
        endKey()
    }

    /// A member with a string value.
    mutating func member(_ key: StaticString, _ value: String) {
        self.key(key)
        string(value)
    }

    /// A member with an integer value.
    mutating func member(_ key: StaticString, _ value: Int) {
        self.key(key)
        integer(value)
    }

    // MARK: - Scalars

    mutating func null() { appendScalar("null") }

    mutating func bool(_ value: Bool) { appendScalar(value ? "true" : "false") }

    mutating func integer(_ value: Int) {
        startValue()
        appendDigits(of: Int64(value))
    }

    /// Integral doubles print as integers (`3`, not `3.0` or `3e+00`) because a reader comparing
    /// with an integer field should see the same text; other values use Swift's shortest
    /// round-tripping form, which is valid JSON. JSON has no NaN or infinity: those become `null`.
    mutating func number(_ value: Double) {
        guard value.isFinite else { return null() }
        startValue()
        if value == value.rounded(), abs(value) < 1e18 {
            appendDigits(of: Int64(value))
        } else {
            bytes.append(contentsOf: value.description.utf8)
        }
    }

    mutating func string(_ value: String) {
        startValue()
        appendQuoted(value)
    }

    // MARK: - Layout

    private mutating func open(_ bracket: UInt8) {
        startValue()
        bytes.append(bracket)
        depth += 1
        isFirstInContainer = true
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        if !isFirstInContainer { appendBreak() }
        bytes.append(bracket)
        // The container just closed is a member of its parent, which is therefore not empty.
        isFirstInContainer = false
    }

    /// Before a value: a value after a key stays on the key's line; any other is an array
    /// element (or the document itself, at depth 0).
    private mutating func startValue() {
        if afterKey {
            afterKey = false
        } else if depth > 0 {
            startMember()
        }
    }

    /// The comma after the previous member and the line break before this one.
    private mutating func startMember() {
        if !isFirstInContainer { bytes.append(UInt8(ascii: ",")) }
        isFirstInContainer = false
        appendBreak()
    }

    private mutating func endKey() {
        bytes.append(UInt8(ascii: ":"))
        if pretty { bytes.append(UInt8(ascii: " ")) }
        afterKey = true
    }

    /// Digits written in place, most significant first, as `String(value)` writes them: a String
    /// per number was most of the cost of a finding's line and column fields.
    private mutating func appendDigits(of value: Int64) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var rest = value.magnitude
        var power: UInt64 = 1
        while power <= rest / 10 { power *= 10 }
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(rest / power))
            rest %= power
            power /= 10
        } while power > 0
    }

    private mutating func appendScalar(_ text: StaticString) {
        startValue()
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// A newline and the indentation of the current depth, in pretty mode only.
    private mutating func appendBreak() {
        guard pretty else { return }
        if depth < Self.lineBreaks.count {
            Self.lineBreaks[depth].withUnsafeBufferPointer { bytes.append(contentsOf: $0) }
        } else {
            bytes.append(UInt8(ascii: "\n"))
            bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
        }
    }

    /// A newline and the indentation of each usual depth, built once.
    private static let lineBreaks: [[UInt8]] = (0..<12).map { [UInt8(ascii: "\n")] + Array(repeating: UInt8(ascii: " "), count: 2 * $0) }

    /// Escapes only what JSON requires (quote, backslash, C0 controls); everything else, non-ASCII
    /// included, is written as UTF-8 so that messages stay readable in the file.
    private mutating func appendQuoted(_ string: String) {
        bytes.append(UInt8(ascii: "\""))
        // Native strings lend their bytes without a copy; others (bridged, say) are copied once.
        if string.utf8.withContiguousStorageIfAvailable({ appendEscaped($0) }) == nil {
            Array(string.utf8).withUnsafeBufferPointer { appendEscaped($0) }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// The escaped characters are all ASCII, and no byte of a multi-byte UTF-8 sequence is, so
    /// the bytes can be read one at a time; the stretches between escapes are copied whole.
    private mutating func appendEscaped(_ text: UnsafeBufferPointer<UInt8>) {
        var copied = 0
        for index in text.indices where Self.needsEscape(text[index]) {
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[copied..<index]))
            appendEscape(text[index])
            copied = index + 1
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[copied...]))
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    private mutating func appendEscape(_ byte: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
        case UInt8(ascii: "\n"): bytes.append(UInt8(ascii: "n"))
        case UInt8(ascii: "\r"): bytes.append(UInt8(ascii: "r"))
        case UInt8(ascii: "\t"): bytes.append(UInt8(ascii: "t"))
        default:
            // `\u00XX` with lowercase hex digits, for control characters without a short escape.
            bytes.append(contentsOf: "u00".utf8)
            bytes.append(Self.hexDigits[Int(byte >> 4)])
            bytes.append(Self.hexDigits[Int(byte & 0xF)])
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
