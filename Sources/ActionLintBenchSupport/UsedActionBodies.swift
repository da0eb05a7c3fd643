/// The action bodies already written in one file. Shared by the file's views so that no body
/// repeats anywhere in a file except where a `DuplicatePlan` puts it, whatever scope (view or
/// file) a duplicate check uses.
final class UsedActionBodies {
    private var bodies: Set<String> = []

    /// Records `body`; false if it was already written.
    func insert(_ body: [String]) -> Bool {
        bodies.insert(body.joined(separator: "\n")).inserted
    }

    var count: Int { bodies.count }
}
