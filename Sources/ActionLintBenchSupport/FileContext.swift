/// Names shared by every declaration in one generated file: the entity it is about and the
/// model type that stores it.
struct FileContext {
    let entity: String
    let plural: String
    let store: String
    let featureName: String

    /// The entity in lower camel case, for labels and variable names.
    var entityLower: String { entity.prefix(1).lowercased() + entity.dropFirst() }
    var pluralLower: String { plural.prefix(1).lowercased() + plural.dropFirst() }
}
