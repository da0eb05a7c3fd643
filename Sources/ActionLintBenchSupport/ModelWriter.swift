/// Writes a feature's value type and its `@Observable` store: the non-view code that sits in
/// the same file in many small apps, with the literals (raw, multi-line, regex, hex) real models use.
final class ModelWriter {
    private let file: FileContext
    private let random: RandomSource

    init(file: FileContext, random: RandomSource) {
        self.file = file
        self.random = random
    }

    func write(into writer: SourceWriter, lineBudget: Int) {
        let start = writer.lineCount
        writer.line("// MARK: - Model")
        writer.line("")
        writeEntity(into: writer)
        writer.line("")
        writeStoreHeader(into: writer)
        writer.block("final class \(file.store) {") {
            writeStoreProperties(into: writer)
            for method in random.sample(methods(), count: 12) where writer.lineCount - start < lineBudget {
                writer.line("")
                method(writer)
            }
        }
    }

    private func writeEntity(into writer: SourceWriter) {
        writer.line("/// One \(file.entityLower) as the app stores it.")
        writer.block("struct \(file.entity): Identifiable, Hashable, Codable {") {
            writer.line("var id = UUID()")
            writer.line("var title: String")
            writer.line(#"var notes = """#)
            writer.line("var rating = 0")
            writer.line("var isFavorite = false")
            writer.line("var isArchived = false")
            writer.line("var createdAt = Date.now")
        }
    }

    private func writeStoreHeader(into writer: SourceWriter) {
        writer.line("/**")
        writer.line(" Owns the \(file.pluralLower) shown by the \(file.featureName) feature.")
        writer.line("")
        writer.line(" - Note: All mutation happens on the main actor; views observe it directly.")
        writer.line(" */")
        writer.line("@Observable")
        writer.line("@MainActor")
    }

    private func writeStoreProperties(into writer: SourceWriter) {
        writer.block("enum LoadState: Equatable {") {
            writer.line("case idle, loading, loaded")
            writer.line("case failed(String)")
        }
        writer.line("")
        writer.line("var items: [\(file.entity)] = []")
        writer.line("var state: LoadState = .idle")
        writer.line("var lastError: String?")
        writer.line("var selectedIDs: Set<\(file.entity).ID> = []")
        writer.line("var pageSize = \(random.pick(["25", "0x19", "1_00"]))")
        writer.line("var threshold = \(random.pick(["0.5", "0.75", "2.5e-1"]))")
        writer.line("var showsArchived = false")
        writer.line("var sortKey: SortKey = .title")
        writer.line("var rating = 0")
        writer.line(#"var title = "\#(file.plural)""#)
        writer.line("var updatedAt = Date.now")
        writer.line("var pendingCount = 0")
        writer.line("var isLoading: Bool { state == .loading }")
        writer.line("private let idPattern = /\\d+/")
        writer.line("private let slugPattern = #/[a-z0-9]+(?:-[a-z0-9]+)*/#")
    }

    private func methods() -> [(SourceWriter) -> Void] {
        [writeLoad, writeReload, writeAdd, writeRemove, writeToggleFavorite, writeSort, writeRename,
         writeSave, writeExport, writeHelpText, writeGrouped, writeDigits]
    }

    private func writeLoad(into writer: SourceWriter) {
        writer.block("func load() async {") {
            writer.line("guard state == .idle else { return }")
            writer.line("state = .loading")
            writer.open("do {")
            writer.line("try await Task.sleep(for: .milliseconds(\(random.pick(["250", "0x40", "1_500"]))))")
            writer.line(#"items = (1...pageSize).map { \#(file.entity)(title: "\#(file.entity) #\($0)") }"#)
            writer.line("state = .loaded")
            writer.reopen("} catch {")
            writer.line("state = .failed(error.localizedDescription)")
            writer.close()
        }
    }

    private func writeReload(into writer: SourceWriter) {
        writer.block("func reload() async {") {
            writer.line("state = .idle")
            writer.line("await load()")
        }
    }

    private func writeAdd(into writer: SourceWriter) {
        writer.block("func add(title: String) {") {
            writer.line("guard !title.isEmpty else { return }")
            writer.line("items.insert(\(file.entity)(title: title), at: 0)")
            writer.line("pendingCount += 1")
        }
    }

    private func writeRemove(into writer: SourceWriter) {
        writer.block("func remove(_ item: \(file.entity)) {") {
            writer.line("items.removeAll { $0.id == item.id }")
            writer.line("selectedIDs.remove(item.id)")
        }
    }

    private func writeToggleFavorite(into writer: SourceWriter) {
        writer.block("func toggleFavorite(_ item: \(file.entity)) {") {
            writer.line("guard let index = items.firstIndex(of: item) else { return }")
            writer.line("items[index].isFavorite.toggle()")
        }
    }

    private func writeSort(into writer: SourceWriter) {
        writer.block("func sort<Value: Comparable>(by keyPath: KeyPath<\(file.entity), Value>) {") {
            writer.line("items.sort { $0[keyPath: keyPath] < $1[keyPath: keyPath] }")
        }
    }

    private func writeRename(into writer: SourceWriter) {
        writer.block("func rename(to newTitle: String) {") {
            writer.line("guard let id = selectedIDs.first, let index = items.firstIndex(where: { $0.id == id }) else {")
            writer.line("    return")
            writer.line("}")
            writer.line("items[index].title = newTitle")
        }
    }

    private func writeSave(into writer: SourceWriter) {
        writer.block("func save() {") {
            writer.line("let encoder = JSONEncoder()")
            writer.line("encoder.outputFormatting = [.prettyPrinted, .sortedKeys]")
            writer.line(#"let url = URL.documentsDirectory.appending(path: "\#(file.pluralLower).json")"#)
            writer.line("try? encoder.encode(items).write(to: url, options: .atomic)")
            writer.line("pendingCount = 0")
        }
    }

    private func writeExport(into writer: SourceWriter) {
        writer.line("/// A hand-written JSON line per item; raw strings spare the escaping.")
        writer.block("func exportLine(for item: \(file.entity)) -> String {") {
            writer.line(##"#"{"id": "\#(item.id)", "title": "\#(item.title)", "path": "C:\exports\"}"#"##)
        }
    }

    private func writeHelpText(into writer: SourceWriter) {
        writer.line(#"static let helpText = """"#)
        writer.line("    Swipe left on a \(file.entityLower) to archive it.")
        writer.line(#"    Pull down to refresh; changes sync every \(15) minutes."#)
        writer.line(#"    Use "Export" to share a \"\#(file.pluralLower).json\" file."#)
        writer.line(#"    """"#)
    }

    private func writeGrouped(into writer: SourceWriter) {
        writer.line("// Generic so the list can group by any property without a switch per key.")
        writer.block("func grouped<Key>(by key: (\(file.entity)) -> Key) -> [Key: [\(file.entity)]] where Key: Hashable {") {
            writer.line("Dictionary(grouping: items, by: key)")
        }
    }

    private func writeDigits(into writer: SourceWriter) {
        writer.block("func numbers(in text: String) -> [Int] {") {
            writer.line("text.matches(of: idPattern).compactMap { Int($0.output) }")
        }
    }
}
