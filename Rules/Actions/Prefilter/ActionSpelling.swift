import ActionLintCore

/// The catalog's name tests asked of a token's bytes, for `ActionOpenings`, which judges every
/// brace of every file and must not build a String for each: `ActionCatalog`'s own byte tests,
/// leaning to yes, and its callee and label lists by hash.
///
/// Every answer leans to yes: a name whose 64-bit hash equals a listed name's is taken for it,
/// and a non-ASCII byte where the catalog asks for an uppercase letter counts as one.
enum ActionSpelling {
    /// Whether a trailing closure after a call of `name` may be an action: a catalog callee with
    /// an action parameter (with or without its leading `.`), or what `isActionCallee` accepts,
    /// the name taken for a modifier's (`on<Event>`, `…Button`).
    static func mayBeTrailingActionCallee(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        ActionCatalog.isActionCallee(name: name, dotted: true, uppercase: .asciiOrNonASCII)
            || trailingCalleeHashes.contains(hash(name))
    }

    /// Whether `label:` may mark an action: a catalog action label, or what `isActionLabel`
    /// accepts (`action`/`perform`/`handler`/`completion`, `on<Event>`, `<something>Action`).
    static func mayBeActionLabel(_ label: UnsafeBufferPointer<UInt8>) -> Bool {
        ActionCatalog.isActionLabel(label, uppercase: .asciiOrNonASCII) || labelHashes.contains(hash(label))
    }

    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 { FNV1a.hash(bytes) }

    static func hash(_ text: String) -> UInt64 { FNV1a.hash(text.utf8) }

    /// Catalog callees with an action parameter, without the leading `.`.
    static let trailingCalleeHashes = SortedHashes(ActionCatalog.entries.filter { api in
        api.parameters.contains { $0.role == .action }
    }.map { api in hash(api.callee.hasPrefix(".") ? String(api.callee.dropFirst()) : api.callee) })

    /// Every catalog label of a closure that builds views (`label`, `content`, `message`).
    static let builderLabelHashes = SortedHashes(ActionCatalog.entries.flatMap { api in
        api.parameters.filter { $0.role == .viewBuilder && $0.label != "_" }.map(\.label)
    }.map { hash($0) })

    /// Every catalog action label (`_` included).
    static let labelHashes = SortedHashes(ActionCatalog.entries.flatMap { api in
        api.parameters.filter { $0.role == .action }.map(\.label)
    }.map { hash($0) })
}
