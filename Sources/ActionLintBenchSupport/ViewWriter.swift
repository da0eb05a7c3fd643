/// Writes one SwiftUI view: its property wrappers, its `body` (container, children, root
/// modifiers) and an extension with the helper views the body calls.
final class ViewWriter {
    private let context: ViewContext
    private let random: RandomSource
    private let actions: ActionBodyFactory
    private let plan: DuplicatePlan?
    private let sharedBody: [String]

    /// `duplicatePercent` is the chance this view carries one planted duplicate pair.
    init(context: ViewContext, random: RandomSource, usedBodies: UsedActionBodies, duplicatePercent: Int) {
        self.context = context
        self.random = random
        actions = ActionBodyFactory(context: context, random: random, usedBodies: usedBodies)
        plan = random.chance(duplicatePercent) ? random.pick(DuplicatePlan.allCases) : nil
        // Planted bodies are multi-statement: that is what the lint rule is about.
        sharedBody = plan == nil ? [] : actions.makeBody(statementCount: random.int(in: 2...4))
    }

    var hasDuplicate: Bool { plan != nil }

    /// Writes the view and its helper extension, aiming for roughly `lineBudget` lines.
    func write(into writer: SourceWriter, lineBudget: Int) {
        let start = writer.lineCount
        writeDeclaration(into: writer, bodyBudget: max(12, context.hasHelpers ? lineBudget * 2 / 3 : lineBudget - 12))
        guard context.hasHelpers else { return }
        writer.line("")
        HelperExtensionWriter(context: context, random: random)
            .write(into: writer, lineBudget: max(0, lineBudget - (writer.lineCount - start)))
    }

    private func writeDeclaration(into writer: SourceWriter, bodyBudget: Int) {
        writer.line("/// \(docSummary())")
        writer.block("struct \(context.typeName): View {") {
            writeProperties(into: writer)
            writer.line("")
            writer.block("var body: some View {") {
                writeBody(into: writer, budget: writer.lineCount + bodyBudget)
            }
        }
    }

    private func docSummary() -> String {
        random.pick([
            "Shows the \(context.file.pluralLower) and lets people add, edit and archive them.",
            "Lets people review one \(context.file.entityLower) and change its details.",
            "The main screen of the \(context.file.featureName) feature.",
            "Presented modally; dismisses itself once the changes are saved.",
        ])
    }

    private func writeProperties(into writer: SourceWriter) {
        let store = context.file.store
        switch context.modelAccess {
        case .ownedState: writer.line("@State private var model = \(store)()")
        case .bindable: writer.line("@Bindable var model: \(store)")
        case .environment: writer.line("@Environment(\(store).self) private var model")
        }
        if let binding = context.binding { writer.line("@Binding var \(binding): \(context.bindingType(binding))") }
        writer.line(#"@State private var \#(context.draft) = """#)
        writer.line(#"@State private var \#(context.search) = """#)
        writer.line("@State private var \(context.flag) = false")
        if context.hasDismiss { writer.line("@Environment(\\.dismiss) private var dismiss") }
        if context.hasFocus { writer.line("@FocusState private var isFocused: Bool") }
        if random.chance(30) { writer.line(#"@AppStorage("\#(context.file.entityLower).compactRows") private var compactRows = false"#) }
    }

    private func writeBody(into writer: SourceWriter, budget: Int) {
        let usesNavigation = random.chance(60)
        if usesNavigation { writer.open("NavigationStack {") }
        let container = random.pick(["List {", "Form {", "VStack(alignment: .leading, spacing: 12) {",
                                     "ScrollView {", "List(selection: $model.selectedIDs) {"])
        let bodyWriter = ViewBodyWriter(context: context, random: random, actions: actions, writer: writer)
        writer.block(container) {
            bodyWriter.writeChildren(lineBudget: budget, plan: plan, sharedBody: sharedBody)
        }
        RootModifierWriter(context: context, random: random, actions: actions, writer: writer)
            .write(isList: container.hasPrefix("List"), toolbarBody: plan == .toolbarAndContentButton ? sharedBody : nil)
        if usesNavigation { writer.close() }
    }
}
