/// The names one generated view declares and its closures refer to.
struct ViewContext {
    let typeName: String
    let file: FileContext
    let draft: String
    let flag: String
    let search: String
    let binding: String?
    let modelAccess: ModelAccess
    let hasDismiss: Bool
    let hasFocus: Bool
    /// Whether the view gets an extension with `header`, `row(for:)` and `footer(for:)`. Small
    /// views inline everything, as small views in real apps do.
    var hasHelpers = true

    init(typeName: String, file: FileContext, random: RandomSource) {
        self.typeName = typeName
        self.file = file
        draft = random.pick(Vocabulary.draftNames)
        flag = random.pick(Vocabulary.flagNames)
        search = random.pick(Vocabulary.searchNames)
        binding = random.chance(40) ? random.pick(Vocabulary.bindingNames) : nil
        modelAccess = random.pick(ModelAccess.allCases)
        hasDismiss = random.chance(55)
        hasFocus = random.chance(35)
    }

    /// The arguments a caller (the preview) has to pass to construct the view.
    var initializerArguments: String {
        var arguments: [String] = []
        if modelAccess == .bindable { arguments.append("model: \(file.store)()") }
        if let binding { arguments.append("\(binding): .constant(\(bindingPreviewValue(binding)))") }
        return arguments.joined(separator: ", ")
    }

    /// The declared type of the `@Binding` property.
    func bindingType(_ name: String) -> String {
        name == "selectedTab" ? "Int" : "Bool"
    }

    private func bindingPreviewValue(_ name: String) -> String {
        name == "selectedTab" ? "0" : "true"
    }
}
