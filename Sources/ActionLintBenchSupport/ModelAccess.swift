/// How a view reaches its model; real apps mix all three Observation styles.
enum ModelAccess: CaseIterable {
    /// `@State private var model = Store()`: the view owns the model.
    case ownedState
    /// `@Bindable var model: Store`: injected, with bindings to its properties.
    case bindable
    /// `@Environment(Store.self) private var model`: read from the environment.
    case environment
}
