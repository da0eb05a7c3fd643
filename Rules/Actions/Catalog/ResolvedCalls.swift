import ActionLintCore

/// The catalog calls already bound to their overloads (`ActionAPI.resolve`), by callee and
/// shape, for every file of a run: a tree's calls repeat a few hundred shapes, and binding one
/// to every overload costs more than classifying the rest of its file's calls.
final class ResolvedCalls: @unchecked Sendable {
    typealias Resolution = (arguments: [ActionAPI.BoundParameter?], trailing: [ActionAPI.BoundParameter?])

    static let shared = ResolvedCalls()

    /// Enough for any real tree's shapes; past it (generated or fuzzed input) the table starts
    /// over, so a long-running server does not grow without bound.
    static let capacity = 4096

    struct Key: Hashable {
        var callee: String
        var shape: CallShape
    }

    private let lock = PThreadMutex()
    private var known: [Key: Resolution?] = [:]

    /// The binding of a call to the catalog entry of its callee; nil when the callee is not in
    /// the catalog or no overload accepts the call.
    func resolve(_ call: CallSite, in syntax: SyntaxModel) -> Resolution? {
        guard let api = ActionCatalog.byCallee[call.callee] else { return nil }
        let key = Key(callee: call.callee, shape: CallShape(call, in: syntax))
        if let resolved = lock.locked({ known[key] }) { return resolved }
        let resolved = api.resolve(key.shape)
        lock.locked {
            if known.count >= Self.capacity { known.removeAll(keepingCapacity: true) }
            known[key] = resolved
        }
        return resolved
    }
}
