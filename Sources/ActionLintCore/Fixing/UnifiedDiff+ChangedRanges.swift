/// The same line diff as a list of replacements, for callers that apply a fix elsewhere (the
/// language server sends it to the editor as text edits).
extension UnifiedDiff {
    /// A run of changed lines: the bytes `old` holds there, and the bytes of `new` that take
    /// their place.
    public struct Change: Equatable, Sendable {
        public var old: Range<Int>
        public var new: Range<Int>
    }

    /// The changes that turn `old` into `new`, in order and without overlap: replacing each
    /// `old` range of `old` with its `new` range of `new` gives `new`.
    public static func changes(old: [UInt8], new: [UInt8]) -> [Change] {
        let oldLines = lines(old)
        let newLines = lines(new)
        var changes: [Change] = []
        var oldLine = 0
        var newLine = 0
        var pending: Change?
        func offset(_ lines: [ArraySlice<UInt8>], _ index: Int, _ count: Int) -> Int {
            index < lines.count ? lines[index].startIndex : count
        }
        for operation in editScript(oldLines, newLines) {
            if operation == .keep {
                if let change = pending { changes.append(change) }
                pending = nil
                oldLine += 1
                newLine += 1
                continue
            }
            var change = pending ?? Change(old: offset(oldLines, oldLine, old.count)..<offset(oldLines, oldLine, old.count),
                                           new: offset(newLines, newLine, new.count)..<offset(newLines, newLine, new.count))
            if operation == .delete {
                oldLine += 1
                change.old = change.old.lowerBound..<offset(oldLines, oldLine, old.count)
            } else {
                newLine += 1
                change.new = change.new.lowerBound..<offset(newLines, newLine, new.count)
            }
            pending = change
        }
        if let change = pending { changes.append(change) }
        return changes
    }
}
