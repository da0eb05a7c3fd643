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
        var increases: [Int: Int] = [:]
        var previousWidth = 0
        for line in 1...file.lineCount {
            let range = file.lineRange(line)
            guard !range.isEmpty else { continue }
            var width = 0
            var index = range.lowerBound
            while index < range.upperBound, file.bytes[index] == UInt8(ascii: " ") {
                width += 1
                index += 1
            }
            if index < range.upperBound, file.bytes[index] == UInt8(ascii: "\t") { tabLines += 1; continue }
            if index == range.upperBound { continue }  // blank
            if width > 0 { spaceLines += 1 }
            if width > previousWidth, width - previousWidth <= 8 { increases[width - previousWidth, default: 0] += 1 }
            previousWidth = width
        }
        if tabLines > spaceLines { return IndentationStyle(unit: "\t") }
        let best = increases.max { ($0.value, -$0.key) < ($1.value, -$1.key) }?.key ?? 4
        return IndentationStyle(unit: String(repeating: " ", count: best))
    }

    /// The leading white space of a 1-based line.
    public static func indentation(ofLine line: Int, in file: SourceFile) -> String {
        let range = file.lineRange(line)
        var end = range.lowerBound
        while end < range.upperBound, file.bytes[end] == UInt8(ascii: " ") || file.bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return file.text(range.lowerBound..<end)
    }
}
