// Only where XCTest exists: `swift build --static-swift-stdlib` builds every target and has none.
#if canImport(XCTest)
/// Groups sources to be type-checked as the files of one module: a source joins a batch only
/// when no name it declares at the top level is a word of another source in the batch, and
/// the other way round — so no source can lean on another's declarations, and none clash.
enum SourceBatches {
    static func make(_ sources: [SwiftUITypeCheck.Source]) -> [[SwiftUITypeCheck.Source]] {
        var batches: [(sources: [SwiftUITypeCheck.Source], declared: Set<String>, words: Set<String>)] = []
        for source in sources {
            let declared = topLevelNames(source.text)
            let words = identifiers(source.text)
            if let index = batches.firstIndex(where: { $0.declared.isDisjoint(with: words) && declared.isDisjoint(with: $0.words) }) {
                batches[index].sources.append(source)
                batches[index].declared.formUnion(declared)
                batches[index].words.formUnion(words)
            } else {
                batches.append(([source], declared, words))
            }
        }
        return batches.map(\.sources)
    }

    /// The names declared by lines that start at column 0 (`struct Item`, `@MainActor final
    /// class Model`, `func helper()`, `let shared`); extensions declare nothing new.
    static func topLevelNames(_ text: String) -> Set<String> {
        var names = Set<String>()
        let declarationKeywords: Set<String> = ["struct", "class", "enum", "actor", "protocol", "typealias", "func", "let", "var"]
        for line in text.split(separator: "\n") where line.first.map({ !$0.isWhitespace && $0 != "}" && $0 != "/" }) ?? false {
            let words = line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "@") }).map(String.init)
            guard let keyword = words.firstIndex(where: { declarationKeywords.contains($0) }), keyword + 1 < words.count else { continue }
            names.insert(words[keyword + 1])
        }
        return names
    }

    static func identifiers(_ text: String) -> Set<String> {
        Set(text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init))
    }
}
#endif
