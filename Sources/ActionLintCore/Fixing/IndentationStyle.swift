/// How a file indents: one tab, or a number of spaces. Detected from the file itself so that
/// inserted code looks like its neighbours.
public struct IndentationStyle: Hashable, Sendable {
    public var unit: String

    public init(unit: String) { self.unit = unit }

    /// The most common increase in leading spaces between consecutive lines (tabs win when
    /// most indented lines start with one); four spaces when the file says nothing.
    public static func detect(in file: SourceFile) -> IndentationStyle {
        var tabLines = 0
        var spaceLines = 0
        // How often each increase (1...8) occurs, by increase.
        var increases = [Int](repeating: 0, count: 9)
        var previousWidth = 0
        file.bytes.withUnsafeBufferPointer { bytes in
            file.lineStarts.withUnsafeBufferPointer { lineStarts in
                let lineCount = lineStarts.count
                for line in 0..<lineCount {
                    // The line with its line break: a `\r` or `\n` only ever ends a line, so the
                    // first one after the spaces is where `lineRange` would end.
                    let start = lineStarts[line]
                    let end = line + 1 < lineCount ? lineStarts[line + 1] : bytes.count
                    let index = start + leadingSpaces(bytes, from: start, to: end)
                    if index == end || bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r") { continue }  // blank
                    if bytes[index] == UInt8(ascii: "\t") { tabLines += 1; continue }
                    let width = index - start
                    if width > 0 { spaceLines += 1 }
                    if width > previousWidth, width - previousWidth <= 8 { increases[width - previousWidth] += 1 }
                    previousWidth = width
                }
            }
        }
        if tabLines > spaceLines { return IndentationStyle(unit: "\t") }
        // The most frequent increase; of equally frequent ones, the smallest.
        var best = 4
        var bestCount = 0
        for increase in 1...8 where increases[increase] > bestCount {
            best = increase
            bestCount = increases[increase]
        }
        return IndentationStyle(unit: String(repeating: " ", count: best))
    }

    /// How many bytes of `[start, end)` are spaces before anything else: eight at a time, since
    /// SwiftUI code is indented deeply.
    @inline(__always)
    static func leadingSpaces(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var index = start
        if let base = bytes.baseAddress {
            while index + 8 <= end {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                let other = word ^ 0x2020_2020_2020_2020
                if other != 0 { return index + other.trailingZeroBitCount / 8 - start }
                index += 8
            }
        }
        while index < end, bytes[index] == UInt8(ascii: " ") { index += 1 }
        return index - start
    }

    /// The leading white space of a 1-based line.
    public static func indentation(ofLine line: Int, in file: SourceFile) -> String {
        let range = file.lineRange(line)
        return file.text(range.lowerBound..<indentationEnd(in: range, of: file.bytes))
    }

    /// Where the spaces and tabs at the start of `range` end (`range.upperBound` if it holds
    /// nothing else): the one scanner of leading white space for every fix.
    public static func indentationEnd(in range: Range<Int>, of bytes: [UInt8]) -> Int {
        var end = range.lowerBound
        while end < range.upperBound, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return end
    }
}
