/// Writes the modifiers hung on a screen's root container: title, toolbar, lifecycle closures,
/// presentation. These closures are where actions pile up in real views.
final class RootModifierWriter {
    private let context: ViewContext
    private let random: RandomSource
    private let actions: ActionBodyFactory
    private let writer: SourceWriter
    private let closures: ViewBodyWriter

    init(context: ViewContext, random: RandomSource, actions: ActionBodyFactory, writer: SourceWriter) {
        self.context = context
        self.random = random
        self.actions = actions
        self.writer = writer
        closures = ViewBodyWriter(context: context, random: random, actions: actions, writer: writer)
    }

    /// `toolbarBody` is the planted duplicate's second site, when the plan puts it in the toolbar.
    func write(isList: Bool, toolbarBody: [String]?) {
        writer.line(#".navigationTitle("\#(context.file.plural)")"#)
        if toolbarBody != nil || random.chance(70) { writeToolbar(body: toolbarBody) }
        if random.chance(50) { writeLifecycle(opener: ".onAppear {", body: ["model.markSeen()"]) }
        if random.chance(60) { writeLifecycle(opener: ".task {", body: ["await model.load()"]) }
        if isList, random.chance(60) { writeLifecycle(opener: ".refreshable {", body: ["await model.reload()"]) }
        if random.chance(50) { writeOnChange() }
        if random.chance(40) { writeSheet() }
        if isList, random.chance(40) { writer.line(#".searchable(text: $\#(context.search), prompt: "Search")"#) }
    }

    private func writeToolbar(body: [String]?) {
        writer.block(".toolbar {") {
            writer.block("ToolbarItem(placement: .primaryAction) {") {
                closures.writeClosure(opener: #"Button("\#(random.pick(Vocabulary.actionTitles))") {"#,
                                      body: body ?? actions.makeBody())
            }
            if context.hasDismiss, actions.reserve(ActionBodyFactory.cancelBody) {
                writer.block("ToolbarItem(placement: .cancellationAction) {") {
                    writer.line(#"Button("Cancel", role: .cancel) { dismiss() }"#)
                }
            }
        }
    }

    private func writeLifecycle(opener: String, body: [String]) {
        guard actions.reserve(body) else { return }
        closures.writeClosure(opener: opener, body: body)
    }

    private func writeOnChange() {
        writer.block(".onChange(of: \(context.search)) { oldValue, newValue in") {
            writer.block("guard oldValue != newValue else {") {
                writer.line("return")
            }
            writer.line("model.applyFilter(newValue)")
        }
    }

    private func writeSheet() {
        writer.block(".sheet(isPresented: $\(context.flag)) {") {
            writer.line("\(context.file.entity)DetailSheet(item: model.items.first)")
            writer.line("    .presentationDetents([.medium, .large])")
        }
    }
}
