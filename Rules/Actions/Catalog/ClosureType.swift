/// The function type of a closure parameter as SwiftUI declares it: `(Bool) -> Void`,
/// `@Sendable () async -> Void`, `@ViewBuilder () -> Label`.
public struct ClosureType: Hashable, Sendable {
    /// One entry per parameter, as written (`Bool`, `IndexSet`, `V`).
    public var parameterTypes: [String]
    public var isAsync: Bool
    public var isThrowing: Bool
    /// `@Sendable` without an inherited actor context (`.refreshable`): the closure does not run
    /// on the view's main actor, so a call of one of the view's own members must `await`.
    public var leavesTheActor: Bool
    /// The closure builds content (a `@ViewBuilder` label, a sheet's content): never an action.
    public var buildsContent: Bool
    /// `Void`, `Bool`, `Content`.
    public var returnType: String

    public init(parameterTypes: [String], isAsync: Bool = false, isThrowing: Bool = false, leavesTheActor: Bool = false,
                buildsContent: Bool = false, returnType: String = "Void") {
        self.parameterTypes = parameterTypes
        self.isAsync = isAsync
        self.isThrowing = isThrowing
        self.leavesTheActor = leavesTheActor
        self.buildsContent = buildsContent
        self.returnType = returnType
    }

    public var arity: Int { parameterTypes.count }

    public var returnsVoid: Bool { returnType == "Void" || returnType == "()" }

    /// `() -> Void`: the type of a method `func name()`, which can then be passed by name. An
    /// async parameter keeps a closure (`{ await reload() }`): a method reference there would
    /// have to cross into `sending`/`@Sendable` closures, which a closure literal does not.
    public func acceptsReference(toMethodThrowing methodThrows: Bool) -> Bool {
        arity == 0 && returnsVoid && !buildsContent && !isAsync && !leavesTheActor && (isThrowing || !methodThrows)
    }
}
