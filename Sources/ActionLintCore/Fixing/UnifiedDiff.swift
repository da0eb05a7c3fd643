/// A unified diff (`--- a/path`, `+++ b/path`, `@@ … @@` hunks with three lines of context)
/// between two versions of a file, line by line (Myers' algorithm on the lines that differ).
public enum UnifiedDiff {
    public static func diff(path: String, old: [UInt8], new: [UInt8], context: Int = 3) -> String {
        let oldLines = lines(old)
        let newLines = lines(new)
        let script = editScript(oldLines, newLines)
        guard script.contains(where: { $0 != .keep }) else { return "" }
        let (old, new) = path.hasPrefix("/") ? (path, path) : ("a/" + path, "b/" + path)
        // A tab ends a name with a space, as GNU diff and git write it: `patch` reads up to it.
        let end = path.contains(" ") ? "\t" : ""
        var output = "--- \(old)\(end)\n+++ \(new)\(end)\n"
        for hunk in hunks(script, context: context) {
            output += header(hunk, script: script)
            var oldIndex = hunk.oldStart
            var newIndex = hunk.newStart
            for operation in script[hunk.range] {
                switch operation {
                case .keep:
                    output += " " + text(oldLines[oldIndex])
                    oldIndex += 1
                    newIndex += 1
                case .delete:
                    output += "-" + text(oldLines[oldIndex])
                    oldIndex += 1
                case .insert:
                    output += "+" + text(newLines[newIndex])
                    newIndex += 1
                }
            }
        }
        return output
    }

    enum Operation: Equatable { case keep, delete, insert }

    /// Lines with their line breaks; the last line may lack one.
    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var result: [ArraySlice<UInt8>] = []
        var start = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            result.append(bytes[start...index])
            start = index + 1
        }
        if start < bytes.count { result.append(bytes[start...]) }
        return result
    }

    /// The line as written. Checked on bytes, not on the `String`: there `"\r\n"` is one
    /// `Character`, so `hasSuffix("\n")` is false for every CRLF line.
    static func text(_ line: ArraySlice<UInt8>) -> String {
        let string = String(decoding: line, as: UTF8.self)
        return line.last == UInt8(ascii: "\n") ? string : string + "\n\\ No newline at end of file\n"
    }

    /// The shortest edit script: common prefix and suffix first, Myers on the middle.
    static func editScript(_ old: [ArraySlice<UInt8>], _ new: [ArraySlice<UInt8>]) -> [Operation] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        let middle = myers(Array(old[prefix..<(old.count - suffix)]), Array(new[prefix..<(new.count - suffix)]))
        return Array(repeating: .keep, count: prefix) + middle + Array(repeating: .keep, count: suffix)
    }

    static func myers(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Operation] {
        let n = a.count, m = b.count
        if n == 0 { return Array(repeating: .insert, count: m) }
        if m == 0 { return Array(repeating: .delete, count: n) }
        let maxD = n + m
        let offset = maxD
        var v = [Int](repeating: 0, count: 2 * maxD + 2)
        var trace: [[Int]] = []
        outer: for d in 0...maxD {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x = (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                v[offset + k] = x
                if x >= n, y >= m { trace.append(v); break outer }
            }
        }
        // Walk back through the saved frontiers.
        var operations: [Operation] = []
        var x = n, y = m
        for d in stride(from: trace.count - 2, through: 1, by: -1) {
            let frontier = trace[d]
            let k = x - y
            let previousK = (k == -(d - 0) || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1])) ? k + 1 : k - 1
            let previousX = frontier[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY { operations.append(.keep); x -= 1; y -= 1 }
            operations.append(x == previousX ? .insert : .delete)
            x = previousX
            y = previousY
        }
        while x > 0, y > 0 { operations.append(.keep); x -= 1; y -= 1 }
        return operations.reversed()
    }

    struct Hunk {
        var range: Range<Int>
        var oldStart: Int
        var newStart: Int
    }

    static func hunks(_ script: [Operation], context: Int) -> [Hunk] {
        var hunks: [Hunk] = []
        let changes = script.indices.filter { script[$0] != .keep }
        var index = 0
        while index < changes.count {
            let start = max(0, changes[index] - context)
            var end = min(script.count, changes[index] + 1 + context)
            while index + 1 < changes.count, changes[index + 1] - context <= end {
                index += 1
                end = min(script.count, changes[index] + 1 + context)
            }
            let before = script[..<start]
            hunks.append(Hunk(range: start..<end, oldStart: before.filter { $0 != .insert }.count,
                              newStart: before.filter { $0 != .delete }.count))
            index += 1
        }
        return hunks
    }

    static func header(_ hunk: Hunk, script: [Operation]) -> String {
        let body = script[hunk.range]
        let oldCount = body.filter { $0 != .insert }.count
        let newCount = body.filter { $0 != .delete }.count
        return "@@ -\(hunk.oldStart + (oldCount == 0 ? 0 : 1)),\(oldCount) +\(hunk.newStart + (newCount == 0 ? 0 : 1)),\(newCount) @@\n"
    }
}
