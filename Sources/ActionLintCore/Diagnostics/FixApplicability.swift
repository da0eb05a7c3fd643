/// Whether `--fix` may apply a fix on its own.
public enum FixApplicability: String, Sendable, Hashable {
    /// Keeps behaviour: applied by `--fix`.
    case safe
    /// Probably right, but may change behaviour: applied only with `--unsafe-fixes`.
    case unsafe
    /// Shown to the user, never applied.
    case displayOnly
}
