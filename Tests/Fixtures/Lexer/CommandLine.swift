#!/usr/bin/env swift
// A small script: counts words in the files given as arguments.
import Foundation

/// Word counts, most frequent first.
func wordCounts(in text: String) -> [(word: String, count: Int)] {
    var counts: [String: Int] = [:]
    for word in text.lowercased().split(whereSeparator: { !$0.isLetter && $0 != "'" }) {
        counts[String(word), default: 0] += 1
    }
    return counts.map { ($0.key, $0.value) }.sorted { $0.count > $1.count || ($0.count == $1.count && $0.word < $1.word) }
}

var total = 0
let arguments = CommandLine.arguments.dropFirst()
if arguments.isEmpty {
    FileHandle.standardError.write(Data("usage: words FILE...\n".utf8))
    exit(1)
}
for path in arguments {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        print("cannot read \(path)")
        continue
    }
    let counts = wordCounts(in: text)
    total += counts.reduce(0) { $0 + $1.count }
    for (word, count) in counts.prefix(10) {
        let bar = String(repeating: "#", count: max(1, count * 40 / (counts.first?.count ?? 1)))
        print("\(word.padding(toLength: 16, withPad: " ", startingAt: 0)) \(count) \(bar)")
    }
}
print("total: \(total)")
