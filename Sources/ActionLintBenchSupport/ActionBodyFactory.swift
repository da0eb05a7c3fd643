/// Makes the statement lists that go inside action closures. Within one file every body it hands
/// out is distinct, so the only duplicates in the corpus are the ones `DuplicatePlan` plants on
/// purpose and a linter's findings on the corpus can be checked against the plan.
final class ActionBodyFactory {
    private let context: ViewContext
    private let random: RandomSource
    private let usedBodies: UsedActionBodies

    init(context: ViewContext, random: RandomSource, usedBodies: UsedActionBodies) {
        self.context = context
        self.random = random
        self.usedBodies = usedBodies
    }

    /// A body of `statementCount` statements (1–4 when nil). Inside `ForEach`, pass the loop
    /// variable as `item` so the statements can act on the row.
    func makeBody(statementCount: Int? = nil, item: String? = nil) -> [String] {
        let count = statementCount ?? random.pick([1, 1, 2, 2, 2, 3, 3, 4])
        for _ in 0..<12 {
            let candidate = random.sample(templates(item: item), count: count).flatMap { $0 }
            if candidate != Self.cancelBody, reserve(candidate) { return candidate }
        }
        // Every retry collided (tiny views have few templates): a log line keeps it unique.
        let fallback = random.sample(templates(item: item), count: count).flatMap { $0 }
            + ["logger.debug(\"action \(usedBodies.count) finished\")"]
        _ = reserve(fallback)
        return fallback
    }

    /// The body of the toolbar's Cancel button, kept for it alone.
    static let cancelBody = ["dismiss()"]

    /// Records a fixed body (`.task`, `.refreshable`, Cancel) before it is written; false means
    /// the file already has it, and the caller should leave that closure out.
    @discardableResult
    func reserve(_ body: [String]) -> Bool {
        usedBodies.insert(body)
    }

    private func templates(item: String?) -> [[String]] {
        var all = viewTemplates()
        if let item { all += itemTemplates(item) }
        return all
    }

    private func viewTemplates() -> [[String]] {
        let draft = context.draft
        let flag = context.flag
        let animation = random.pick(Vocabulary.animations)
        var all: [[String]] = [
            ["model.add(title: \(draft))"],
            ["\(draft) = \"\""],
            ["\(flag).toggle()"],
            ["\(flag) = false"],
            ["model.lastError = nil"],
            ["model.save()"],
            ["print(\"Saved \\(\(draft)) at \\(Date.now.formatted(date: .omitted, time: .shortened))\")"],
            ["withAnimation(\(animation)) {", "    model.sort(by: \\.\(random.pick(Vocabulary.sortKeys)))", "}"],
            ["Task {", "    await model.reload()", "}"],
            ["model.items.removeAll { $0.isArchived }"],
            ["let trimmed = \(draft).trimmingCharacters(in: .whitespacesAndNewlines)", "model.rename(to: trimmed)"],
            ["model.selectedIDs.removeAll()"],
            ["model.pageSize = \(random.pick(["20", "0x20", "50", "1_000"]))"],
        ]
        if context.hasDismiss { all.append(["dismiss()"]) }
        if context.hasFocus { all.append(["isFocused = false"]) }
        if let binding = context.binding { all.append([bindingStatement(binding)]) }
        return all
    }

    private func itemTemplates(_ item: String) -> [[String]] {
        [
            ["model.toggleFavorite(\(item))"],
            ["model.remove(\(item))"],
            ["\(context.draft) = \(item).title"],
            ["print(\"Opened \\(\(item).title)\")"],
            ["if let index = model.items.firstIndex(where: { $0.id == \(item).id }) {",
             "    model.items[index].rating += 1", "}"],
            ["model.select(\(item).id)"],
        ]
    }

    private func bindingStatement(_ binding: String) -> String {
        context.bindingType(binding) == "Int" ? "\(binding) = \(random.int(in: 0...3))" : "\(binding).toggle()"
    }
}
