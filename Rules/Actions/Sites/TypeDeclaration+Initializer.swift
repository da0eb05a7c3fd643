import ActionLintCore

extension TypeDeclaration {
    /// Whether `Name()` or `Name(…)` surely makes a value of this type: an enum's
    /// `init(rawValue:)` may fail, and a protocol or extension is no type to make.
    var isSurelyMadeByItsInitializers: Bool {
        switch kind {
        case .struct, .class, .actor: return true
        case .enum, .protocol, .extension: return false
        }
    }
}
