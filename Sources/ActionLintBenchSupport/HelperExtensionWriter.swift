/// Writes the extension that holds a view's helper views (`header`, `row(for:)`, `footer(for:)`
/// and optional extras), the way people split a long `body` into named pieces.
final class HelperExtensionWriter {
    private let context: ViewContext
    private let random: RandomSource
    /// Either the whole extension is `private` or each member is: both styles are common.
    private let memberAccess: String

    init(context: ViewContext, random: RandomSource) {
        self.context = context
        self.random = random
        memberAccess = random.chance(50) ? "private " : ""
    }

    /// The three helpers the body calls are always written; extras are added while the
    /// budget lasts, each at most once.
    func write(into writer: SourceWriter, lineBudget: Int) {
        let start = writer.lineCount
        writer.line("// MARK: - Subviews")
        writer.line("")
        let extensionAccess = memberAccess.isEmpty ? "private " : ""
        writer.block("\(extensionAccess)extension \(context.typeName) {") {
            writeHeader(into: writer)
            writer.line("")
            writeRow(into: writer)
            writer.line("")
            writeFooter(into: writer)
            for extra in random.sample(extras(), count: 4) where writer.lineCount - start < lineBudget {
                writer.line("")
                extra(writer)
            }
        }
    }

    private func writeHeader(into writer: SourceWriter) {
        writer.line("/// Summary above the content; its own property so the body stays readable.")
        writer.block(memberAccess + "var header: some View {") {
            writer.block("HStack(alignment: .firstTextBaseline) {") {
                writer.line(#"Text("\#(context.file.plural)")"#)
                writer.line("    .font(.title2.bold())")
                writer.line("Spacer()")
                writer.line(#"Text(model.items.count, format: .number)"#)
                writer.line("    .foregroundStyle(.secondary)")
            }
        }
    }

    private func writeRow(into writer: SourceWriter) {
        writer.line("@ViewBuilder")
        writer.block(memberAccess + "func row(for item: \(context.file.entity)) -> some View {") {
            writer.open("if item.isArchived {")
            writer.line("Text(item.title)")
            writer.line("    .strikethrough()")
            writer.line("    .foregroundStyle(.secondary)")
            writer.reopen("} else {")
            writer.block("HStack {") {
                writer.line(#"Image(systemName: item.isFavorite ? "star.fill" : "\#(random.pick(Vocabulary.symbols))")"#)
                writer.block("VStack(alignment: .leading) {") {
                    writer.line("Text(item.title)")
                    writer.line(#"Text(item.createdAt, style: .date)"#)
                    writer.line("    .font(.caption)")
                }
            }
            writer.close()
        }
    }

    private func writeFooter(into writer: SourceWriter) {
        writer.block(memberAccess + "func footer(for count: Int) -> some View {") {
            // Nested interpolation inside a conditional inside an interpolation.
            writer.line(#"Text("\(count) \(count == 1 ? "\#(context.file.entityLower)" : "\#(context.file.pluralLower)")\(model.isLoading ? " (syncing \(model.pendingCount))" : "")")"#)
            writer.line("    .font(.footnote)")
            writer.line("    .frame(maxWidth: .infinity, alignment: .center)")
        }
    }

    private func extras() -> [(SourceWriter) -> Void] {
        [writeBadge, writeEmptyState, writeFormatter, writeAccentColor, writeDetailLink, writeValidation]
    }

    private func writeBadge(into writer: SourceWriter) {
        writer.block(memberAccess + "func badge(_ text: String, tint: Color = .accentColor) -> some View {") {
            writer.line("Text(text)")
            writer.line("    .font(.caption2.weight(.semibold))")
            writer.line("    .padding(.horizontal, 6)")
            writer.line("    .padding(.vertical, 2.5)")
            writer.line("    .background(tint.opacity(0.15), in: Capsule())")
        }
    }

    private func writeEmptyState(into writer: SourceWriter) {
        writer.block(memberAccess + "var emptyState: some View {") {
            writer.line(#"ContentUnavailableView {"#)
            writer.line(#"    Label("No \#(context.file.pluralLower) yet", systemImage: "tray")"#)
            writer.line("} description: {")
            writer.line(#"    Text("Tap \"Add\" to create your first \#(context.file.entityLower).")"#)
            writer.line("}")
        }
    }

    private func writeFormatter(into writer: SourceWriter) {
        writer.line("/* Formatting lives here rather than in the model: it depends on the")
        writer.line("   user's locale, which views read from the environment. */")
        writer.block(memberAccess + "func formattedAmount(_ value: Double) -> String {") {
            writer.line(#"value.formatted(.currency(code: Locale.current.currency?.identifier ?? "USD"))"#)
        }
    }

    private func writeAccentColor(into writer: SourceWriter) {
        let hex = String(random.int(in: 0x10_0000...0xFF_FFFF), radix: 16, uppercase: true)
        writer.block(memberAccess + "var accent: Color {") {
            writer.line("let rgb = 0x\(hex)")
            writer.line("return Color(")
            writer.line("    red: Double((rgb >> 16) & 0xFF) / 255.0,")
            writer.line("    green: Double((rgb >> 8) & 0xFF) / 255.0,")
            writer.line("    blue: Double(rgb & 0xFF) / 255.0")
            writer.line(")")
        }
    }

    private func writeDetailLink(into writer: SourceWriter) {
        writer.block(memberAccess + "func detailLink(for item: \(context.file.entity)) -> some View {") {
            writer.block("NavigationLink(value: item.id) {") {
                writer.line("row(for: item)")
            }
            writer.line(#".accessibilityHint("Opens the \#(context.file.entityLower)")"#)
        }
    }

    private func writeValidation(into writer: SourceWriter) {
        writer.block(memberAccess + "var isValid: Bool {") {
            writer.line("let trimmed = \(context.draft).trimmingCharacters(in: .whitespaces)")
            writer.line("return !trimmed.isEmpty && trimmed.count <= 1_024 && trimmed.wholeMatch(of: /[^\\n]+/) != nil")
        }
    }
}
