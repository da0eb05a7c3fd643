/// A deterministic corpus of realistic SwiftUI source for benchmarks and parser tests.
///
/// Files look like the feature files of ordinary apps: `@Observable` stores, views with property
/// wrappers, result-builder bodies full of buttons, fields and lists, helper extensions and
/// previews, 50 to 600 lines, about 130 on average. About one view in five carries one planted
/// duplicated action pair; apart from those, no action body repeats anywhere in its file. The
/// same seed gives the same bytes on every platform.
public enum SyntheticCorpus {
    /// Share of views (in percent) that carry one planted duplicate pair.
    public static let duplicatePercent = 20

    /// `fileCount` files with relative paths such as `Module3/Recipes/PinnedRecipeListView.swift`.
    public static func generate(fileCount: Int, seed: UInt64) -> [(path: String, contents: String)] {
        let random = RandomSource(seed: seed)
        var usedTypeNames: Set<String> = []
        var files: [(path: String, contents: String)] = []
        files.reserveCapacity(fileCount)
        for index in 0..<fileCount {
            let entity = random.pick(Vocabulary.entities)
            let context = FileContext(entity: entity.singular, plural: entity.plural,
                                      store: "\(entity.singular)Store", featureName: entity.plural)
            let targetLines = targetLineCount(random)
            let typeNames = (0...(targetLines / 220)).map { _ in
                uniqueTypeName(for: entity.singular, random: random, used: &usedTypeNames)
            }
            // Each file draws from its own stream so one file's size does not shift the next.
            let fileRandom = RandomSource(seed: random.nextSeed())
            let contents = SwiftFileGenerator(file: context, typeNames: typeNames, random: fileRandom,
                                              duplicatePercent: duplicatePercent).generate(targetLines: targetLines)
            files.append((path: "Module\(index % 16)/\(entity.plural)/\(typeNames[0]).swift", contents: contents))
        }
        return files
    }

    /// One file of roughly `approximateBytes` bytes shaped like generated mocks (see `MockFileGenerator`).
    public static func generatedMockFile(approximateBytes: Int) -> String {
        MockFileGenerator().generate(approximateBytes: approximateBytes)
    }

    /// Line-count targets skewed like real projects: mostly small files, a long thin tail.
    /// The weights give a mean near 120 lines once the generator's overshoot is counted.
    private static func targetLineCount(_ random: RandomSource) -> Int {
        let roll = random.below(100)
        switch roll {
        case 0..<66: return random.int(in: 50...80)
        case 66..<93: return random.int(in: 81...170)
        case 93..<99: return random.int(in: 171...340)
        default: return random.int(in: 341...520)
        }
    }

    private static func uniqueTypeName(for entity: String, random: RandomSource, used: inout Set<String>) -> String {
        let base = random.pick(Vocabulary.prefixes) + entity + random.pick(Vocabulary.screenKinds)
        var name = base
        var suffix = 2
        while !used.insert(name).inserted {
            name = "\(base)\(suffix)"
            suffix += 1
        }
        return name
    }
}
