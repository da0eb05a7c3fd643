/// Generates one feature file: header comment, imports, sometimes the model, one to three
/// views, sometimes a generic helper view, and a preview. Its size follows `targetLines`.
final class SwiftFileGenerator {
    private let file: FileContext
    private let random: RandomSource
    private let typeNames: [String]
    private let duplicatePercent: Int

    /// `typeNames` are the views to declare, unique across the corpus; the first names the file.
    init(file: FileContext, typeNames: [String], random: RandomSource, duplicatePercent: Int) {
        self.file = file
        self.typeNames = typeNames
        self.random = random
        self.duplicatePercent = duplicatePercent
    }

    func generate(targetLines: Int) -> String {
        let writer = SourceWriter()
        writeHeader(into: writer)
        let includesModel = random.chance(45)
        let viewShare = includesModel ? targetLines * 2 / 3 : targetLines
        if includesModel {
            ModelWriter(file: file, random: random).write(into: writer, lineBudget: targetLines - viewShare)
            writer.line("")
        }
        let viewBudget = max(24, (viewShare - 20) / typeNames.count)
        let views = typeNames.map { name in
            var view = ViewContext(typeName: name, file: file, random: random)
            view.hasHelpers = viewBudget >= 75
            return view
        }
        let usedBodies = UsedActionBodies()
        for view in views {
            ViewWriter(context: view, random: random, usedBodies: usedBodies, duplicatePercent: duplicatePercent)
                .write(into: writer, lineBudget: viewBudget)
            writer.line("")
        }
        if random.chance(25) { writeGenericCard(into: writer) }
        writePreview(for: views[0], into: writer)
        return writer.text
    }

    private func writeHeader(into writer: SourceWriter) {
        writer.lines([
            "//",
            "//  \(typeNames[0]).swift",
            "//  \(file.featureName)",
            "//",
            "//  Generated sample code for benchmarking action-lint.",
            "//",
            "",
            "import SwiftUI",
        ])
        if random.chance(30) { writer.line("import Observation") }
        writer.line("")
    }

    private func writeGenericCard(into writer: SourceWriter) {
        writer.line("/// A titled card; generic so callers keep their concrete content types.")
        writer.block("struct \(typeNames[0])Card<Content: View, Accessory>: View where Accessory: View {") {
            writer.line("let title: String")
            writer.line("@ViewBuilder var content: () -> Content")
            writer.line("@ViewBuilder var accessory: () -> Accessory")
            writer.line("")
            writer.block("var body: some View {") {
                writer.block("VStack(alignment: .leading, spacing: 8) {") {
                    writer.block("HStack {") {
                        writer.line("Text(title).font(.headline)")
                        writer.line("Spacer()")
                        writer.line("accessory()")
                    }
                    writer.line("content()")
                }
                writer.line(".padding(12)")
                writer.line(".background(.quaternary, in: RoundedRectangle(cornerRadius: 12.0))")
            }
        }
        writer.line("")
    }

    private func writePreview(for view: ViewContext, into writer: SourceWriter) {
        writer.block(#"#Preview("\#(file.plural)") {"#) {
            writer.block("NavigationStack {") {
                writer.line("\(view.typeName)(\(view.initializerArguments))")
            }
            if view.modelAccess == .environment { writer.line(".environment(\(file.store)())") }
        }
    }
}
