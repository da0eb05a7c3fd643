/// Writes the children of a view's `body`: buttons, fields, lists, sections, conditionals and
/// platform blocks, each with the modifiers real screens carry. A planted duplicate is written
/// as two sites some children apart, the way it drifts apart in real files.
final class ViewBodyWriter {
    private let context: ViewContext
    private let random: RandomSource
    private let actions: ActionBodyFactory
    private let writer: SourceWriter

    init(context: ViewContext, random: RandomSource, actions: ActionBodyFactory, writer: SourceWriter) {
        self.context = context
        self.random = random
        self.actions = actions
        self.writer = writer
    }

    /// Writes children until the writer holds `lineBudget` lines, at least two of them.
    /// With a plan, the first site is written first and the second after a few other children.
    func writeChildren(lineBudget: Int, plan: DuplicatePlan?, sharedBody: [String]) {
        if let plan { writeFirstSite(of: plan, body: sharedBody) }
        var written = 0
        let secondSiteAfter = random.int(in: 0...2)
        while written < 2 || writer.lineCount < lineBudget {
            if let plan, written == secondSiteAfter { writeSecondSite(of: plan, body: sharedBody) }
            writeRandomChild()
            written += 1
        }
        // A small budget can end the loop before the second site's turn; it must still appear.
        if let plan, written <= secondSiteAfter { writeSecondSite(of: plan, body: sharedBody) }
    }

    // MARK: - Child kinds

    private func writeRandomChild() {
        let kinds: [() -> Void] = [
            writeHeaderText, writeTitledButton, writeActionButton, writeLabelButton,
            writeCommitField, writeSubmitField, writeItemList, writeItemList, writeSettingsSection,
            writeLoadingConditional, writeStateSwitch, writePlatformBlock, writeRatingRow,
            writeTappableCard, writeInterpolatedText, writeHelperCalls, writeLiteralText,
        ]
        random.pick(kinds)()
    }

    private func writeHeaderText() {
        writer.line(#"Text("\(model.items.count) \#(context.file.pluralLower)")"#)
        writer.modifier(".font(\(random.pick(Vocabulary.fonts)))")
        writer.modifier(".foregroundStyle(\(random.pick(Vocabulary.styles)))")
    }

    private func writeTitledButton() {
        writeClosure(opener: #"Button("\#(random.pick(Vocabulary.actionTitles))") {"#, body: actions.makeBody())
        writer.modifier(".buttonStyle(\(random.pick([".borderedProminent", ".bordered", ".plain", ".borderless"])))")
    }

    private func writeActionButton() {
        writeClosure(opener: "Button(action: {", body: actions.makeBody(), closer: "}) {")
        writer.line(#"Label("\#(random.pick(Vocabulary.actionTitles))", systemImage: "\#(random.pick(Vocabulary.symbols))")"#)
        writer.close()
    }

    private func writeLabelButton() {
        writeClosure(opener: "Button {", body: actions.makeBody(), closer: "} label: {")
        writer.block("HStack(spacing: \(random.pick(["4", "6", "8.5"]))) {") {
            writer.line(#"Image(systemName: "\#(random.pick(Vocabulary.symbols))")"#)
            writer.line(#"Text("\#(random.pick(Vocabulary.actionTitles))")"#)
        }
        writer.close()
    }

    private func writeCommitField() {
        let opener = #"TextField("New \#(context.file.entityLower)", text: $\#(context.draft), onCommit: {"#
        writeClosure(opener: opener, body: actions.makeBody(), closer: "})")
        writer.modifier(".textFieldStyle(.roundedBorder)")
        if context.hasFocus { writer.modifier(".focused($isFocused)") }
    }

    private func writeSubmitField() {
        writer.line(#"TextField("Search \#(context.file.pluralLower)", text: $\#(context.search))"#)
        writer.modifier(".submitLabel(.search)")
        writeModifierClosure(opener: ".onSubmit {", body: actions.makeBody())
    }

    private func writeItemList() {
        writer.block("ForEach(model.items) { item in") {
            writer.line(context.hasHelpers ? "row(for: item)" : "Text(item.title)")
            writer.asModifier {
                writer.block(".swipeActions(edge: .trailing, allowsFullSwipe: \(random.chance(50))) {") {
                    writeClosure(opener: "Button(role: .destructive) {", body: actions.makeBody(item: "item"),
                                 closer: "} label: {")
                    writer.line(#"Label("Delete", systemImage: "trash")"#)
                    writer.close()
                }
            }
            if random.chance(50) { writeModifierClosure(opener: ".onTapGesture {", body: actions.makeBody(item: "item")) }
        }
        if random.chance(40), actions.reserve(["model.items.remove(atOffsets: offsets)"]) {
            writer.modifier(".onDelete { offsets in model.items.remove(atOffsets: offsets) }")
        }
    }

    private func writeSettingsSection() {
        writer.block(#"Section("\#(random.pick(Vocabulary.sectionTitles))") {"#) {
            writer.line(#"Toggle("Show archived", isOn: $model.showsArchived)"#)
            writer.line(#"Stepper("Page size: \(model.pageSize)", value: $model.pageSize, in: 10...200, step: 10)"#)
            writer.block(#"Picker("Sort by", selection: $model.sortKey) {"#) {
                writer.block("ForEach(SortKey.allCases) { key in") {
                    writer.line("Text(key.title).tag(key)")
                }
            }
            if random.chance(50) { writer.line(#"Slider(value: $model.threshold, in: 0...1.0, step: 0.05)"#) }
        }
    }

    private func writeLoadingConditional() {
        writer.open("if model.isLoading {")
        writer.line("ProgressView()")
        writer.line("    .controlSize(.large)")
        writer.reopen("} else if model.items.isEmpty {")
        writer.line(#"ContentUnavailableView("No \#(context.file.pluralLower)", systemImage: "\#(random.pick(Vocabulary.symbols))")"#)
        writer.reopen("} else {")
        writer.line(context.hasHelpers ? "footer(for: model.items.count)" : "Text(model.items.count, format: .number)")
        writer.close()
    }

    private func writeStateSwitch() {
        // Swift style keeps `case` at the `switch`'s indentation.
        writer.line("switch model.state {")
        writer.line("case .idle:")
        writer.line("    EmptyView()")
        writer.line("case .loading:")
        writer.line(#"    ProgressView("Loading…")"#)
        writer.line("case .loaded:")
        writer.line(context.hasHelpers ? "    header" : "    Text(model.title)")
        writer.line("case .failed(let message):")
        writer.line("    Text(message)")
        writer.line("        .foregroundStyle(.red)")
        writer.line("}")
    }

    private func writePlatformBlock() {
        writer.line("#if os(iOS)")
        writeClosure(opener: #"Button("\#(random.pick(Vocabulary.actionTitles))") {"#, body: actions.makeBody())
        writer.modifier(".buttonStyle(.borderedProminent)")
        writer.modifier(".hoverEffect(.highlight)")
        writer.line("#else")
        writer.line(#"Text("Available on iPhone and iPad")"#)
        writer.line("    .font(.caption)")
        writer.line("#endif")
    }

    private func writeRatingRow() {
        // Its closure is fixed text: a second copy in the file would be an unplanned duplicate.
        guard actions.reserve(["model.rating = index"]) else { return writeHeaderText() }
        writer.block("HStack {") {
            writer.block("ForEach(1...5, id: \\.self) { index in") {
                writer.line(#"Image(systemName: index <= model.rating ? "star.fill" : "star")"#)
                writer.modifier(".foregroundStyle(index <= model.rating ? Color.yellow : Color.gray.opacity(0.4))")
                writer.asModifier {
                    writer.block(".onTapGesture {") {
                        writer.line("model.rating = index")
                    }
                }
            }
        }
    }

    private func writeTappableCard() {
        writer.block("VStack(alignment: .leading, spacing: \(random.pick(["4", "8", "12"]))) {") {
            writer.line(#"Text(model.title)"#)
            writer.line("    .font(.headline)")
            writer.line(#"Text("Updated \(model.updatedAt, format: .relative(presentation: .named))")"#)
            writer.line("    .font(.caption)")
        }
        writer.modifier(".padding(\(random.pick(["12", "16", "0x10"])))")
        writer.modifier(".background(.quaternary, in: RoundedRectangle(cornerRadius: \(random.pick(["8", "12.0", "1.6e1"]))))")
        writeModifierClosure(opener: ".onTapGesture {", body: actions.makeBody())
    }

    private func writeInterpolatedText() {
        let flag = context.flag
        writer.line(#"Text("\(\#(flag) ? "Hide \(model.items.count) \#(context.file.pluralLower)" : "Show all")")"#)
        writer.modifier(".font(.footnote)")
        writer.modifier(".animation(\(random.pick(Vocabulary.animations)), value: \(flag))")
    }

    /// Multi-line and raw string literals, which a lexer must skip without seeing code in them.
    private func writeLiteralText() {
        if random.chance(50) {
            writer.line(#"Text(""""#)
            writer.line("    Archived \(context.file.pluralLower) stay searchable { even with braces }.")
            writer.line(#"    Tap "Restore" to bring one back; \(model.items.count) are archived."#)
            writer.line(#"    """)"#)
        } else {
            writer.line(##"Text(#"Search supports "quoted phrases", {braces} and patterns like \d+"#)"##)
        }
        writer.modifier(".font(.footnote)")
    }

    private func writeHelperCalls() {
        guard context.hasHelpers else { return writeHeaderText() }
        writer.line("header")
        if random.chance(50) { writer.line("Divider()") }
        writer.line("footer(for: model.items.count)")
    }

    // MARK: - Planted duplicates

    private func writeFirstSite(of plan: DuplicatePlan, body: [String]) {
        switch plan {
        case .buttonAndCommit:
            let opener = #"TextField("New \#(context.file.entityLower)", text: $\#(context.draft), onCommit: {"#
            writeClosure(opener: opener, body: body, closer: "})")
        case .twoTapGestures:
            writer.line(#"Image(systemName: "\#(random.pick(Vocabulary.symbols))")"#)
            writer.modifier(".imageScale(.large)")
            writeModifierClosure(opener: ".onTapGesture {", body: body)
        case .guardedSubmitAndDisabledButton:
            writer.line(#"TextField("\#(context.file.entity) name", text: $\#(context.draft))"#)
            writeModifierClosure(opener: ".onSubmit {", body: ["guard !\(context.draft).isEmpty else { return }"] + body)
        case .toolbarAndContentButton:
            writeClosure(opener: "Button(action: {", body: body, closer: "}) {")
            writer.line(#"Label("\#(random.pick(Vocabulary.actionTitles))", systemImage: "plus")"#)
            writer.close()
        }
    }

    private func writeSecondSite(of plan: DuplicatePlan, body: [String]) {
        switch plan {
        case .buttonAndCommit:
            writeClosure(opener: #"Button("Add") {"#, body: body)
        case .twoTapGestures:
            writer.line(#"Text(model.title)"#)
            writeModifierClosure(opener: ".onTapGesture {", body: body)
        case .guardedSubmitAndDisabledButton:
            writeClosure(opener: #"Button("Save") {"#, body: body)
            writer.modifier(".disabled(\(context.draft).isEmpty)")
        case .toolbarAndContentButton:
            break  // The second site is the toolbar button, written with the root modifiers.
        }
    }

    // MARK: - Closures

    /// A closure-taking modifier of a child view, indented under the view like other modifiers.
    private func writeModifierClosure(opener: String, body: [String]) {
        writer.asModifier { writeClosure(opener: opener, body: body) }
    }

    /// Writes `opener body closer`, on one line when the body is one short statement, as most
    /// people would type it.
    func writeClosure(opener: String, body: [String], closer: String = "}") {
        if body.count == 1, opener.count + body[0].count < 80, !closer.hasSuffix("{") {
            writer.line("\(opener) \(body[0]) \(closer)")
            return
        }
        writer.open(opener)
        writer.lines(body)
        if closer.hasSuffix("{") {
            writer.reopen(closer)
        } else {
            writer.close(closer)
        }
    }
}
