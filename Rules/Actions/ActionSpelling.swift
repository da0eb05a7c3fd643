import ActionLintCore

/// The catalog's name tests (`ActionCatalog.isActionLabel`, `isActionCallee`, the callee and
/// label lists) asked of a token's bytes, for `ActionOpenings`, which judges every
/// brace of every file and must not build a String for each.
///
/// Every answer leans to yes: a name whose 64-bit hash equals a listed name's is taken for it,
/// and a non-ASCII byte where the catalog asks for an uppercase letter counts as one.
enum ActionSpelling {
    /// Whether a trailing closure after a call of `name` may be an action: a catalog callee with
    /// an action parameter (with or without its leading `.`), a `…Button` type, an `on<Event>`.
    static func mayBeTrailingActionCallee(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        if isEventName(name) { return true }
        if name.count > 6, endsWith(name, "Button"), mayBeUppercase(name[0]) { return true }
        return trailingCalleeHashes.contains(hash(name))
    }

    /// Whether `label:` may mark an action: a catalog action label, `action`/`perform`/
    /// `handler`/`completion`, `on<Event>`, `<something>Action`.
    static func mayBeActionLabel(_ label: UnsafeBufferPointer<UInt8>) -> Bool {
        if isEventName(label) { return true }
        if label.count > 6, endsWith(label, "Action") { return true }
        return labelHashes.contains(hash(label))
    }

    /// `on` and an uppercase letter (`onSave`, `onTapGesture`).
    static func isEventName(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        name.count > 2 && name[0] == UInt8(ascii: "o") && name[1] == UInt8(ascii: "n") && mayBeUppercase(name[2])
    }

    static func mayBeUppercase(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte >= 0x80
    }

    static func endsWith(_ name: UnsafeBufferPointer<UInt8>, _ suffix: StaticString) -> Bool {
        let count = suffix.utf8CodeUnitCount
        guard name.count >= count else { return false }
        let start = suffix.utf8Start
        for offset in 0..<count where name[name.count - count + offset] != start[offset] { return false }
        return true
    }

    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 { FNV1a.hash(bytes) }

    static func hash(_ text: String) -> UInt64 { FNV1a.hash(text.utf8) }

    /// Catalog callees with an action parameter, without the leading `.`.
    static let trailingCalleeHashes = SortedHashes(ActionCatalog.entries.filter { api in
        api.parameters.contains { $0.role == .action }
    }.map { api in hash(api.callee.hasPrefix(".") ? String(api.callee.dropFirst()) : api.callee) })

    /// Every catalog action label (`_` included) and the generic action labels.
    static let labelHashes = SortedHashes((ActionCatalog.entries.flatMap { api in
        api.parameters.filter { $0.role == .action }.map(\.label)
    } + ActionCatalog.actionLabels).map { hash($0) })
}
