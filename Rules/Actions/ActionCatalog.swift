import ActionLintCore

/// The SwiftUI APIs whose closure arguments are actions — the one place this knowledge lives.
///
/// Each entry lists the API's closure parameters in declaration order, so that a trailing
/// closure can be matched to the parameter Swift would give it (`Button(action: f) { … }`: the
/// trailing closure is the label, not the action). Sources: the SwiftUI documentation of each
/// initializer or modifier.
public enum ActionCatalog {
    public static let entries: [ActionAPI] = [
        // Controls.
        ActionAPI("Button", [.init("action", .action), .init("label", .viewBuilder)]),
        ActionAPI("TextField", [.init("onEditingChanged", .action, hasDefault: true), .init("onCommit", .action, hasDefault: true)]),
        ActionAPI("SecureField", [.init("onCommit", .action, hasDefault: true)]),
        ActionAPI("Stepper", [
            .init("onIncrement", .action, hasDefault: true), .init("onDecrement", .action, hasDefault: true),
            .init("onEditingChanged", .action, hasDefault: true), .init("label", .viewBuilder),
        ]),
        ActionAPI("Menu", [.init("content", .viewBuilder), .init("label", .viewBuilder), .init("primaryAction", .action)]),
        ActionAPI("PasteButton", [.init("onPaste", .action)], fix: ["onPaste": .keepClosure]),
        ActionAPI("EditButton", []),
        // Gestures and events.
        ActionAPI(".onTapGesture", [.init("perform", .action)]),
        ActionAPI(".onLongPressGesture", [.init("perform", .action), .init("onPressingChanged", .action, hasDefault: true)]),
        ActionAPI(".onSubmit", [.init("_", .action)]),
        ActionAPI(".onAppear", [.init("perform", .action, hasDefault: true)]),
        ActionAPI(".onDisappear", [.init("perform", .action, hasDefault: true)]),
        // `.onChange(of:) { }` has overloads with zero and two parameters across SDKs; a closure
        // that calls the method compiles with all of them.
        ActionAPI(".onChange", [.init("_", .action)], fix: ["_": .keepClosure, "perform": .keepClosure]),
        ActionAPI(".onReceive", [.init("perform", .action)]),
        ActionAPI(".task", [.init("_", .action)], isAsync: true, fix: ["_": .keepClosure]),
        ActionAPI(".refreshable", [.init("action", .action)], isAsync: true, fix: ["action": .keepClosure]),
        ActionAPI(".onDelete", [.init("perform", .action)]),
        ActionAPI(".onMove", [.init("perform", .action)]),
        ActionAPI(".onHover", [.init("perform", .action)]),
        ActionAPI(".onOpenURL", [.init("perform", .action)]),
        ActionAPI(".onDrop", [.init("perform", .action)]),
        ActionAPI(".dropDestination", [.init("action", .action), .init("isTargeted", .action, hasDefault: true)]),
        ActionAPI(".onEnded", [.init("_", .action)], fix: ["_": .keepClosure]),
        ActionAPI(".onChanged", [.init("_", .action)], fix: ["_": .keepClosure]),
        // `accessibilityAction(_ kind: = .default, _ handler:)`: an unlabelled method reference
        // would be ambiguous, so the fix keeps a closure.
        ActionAPI(".accessibilityAction", [.init("_", .action)], fix: ["_": .keepClosure]),
        // Presentations: the content closure builds views; `onDismiss:` is an action.
        ActionAPI(".sheet", [.init("onDismiss", .action, hasDefault: true), .init("content", .viewBuilder)]),
        ActionAPI(".fullScreenCover", [.init("onDismiss", .action, hasDefault: true), .init("content", .viewBuilder)]),
        ActionAPI(".alert", [.init("actions", .viewBuilder), .init("message", .viewBuilder)]),
        ActionAPI(".confirmationDialog", [.init("actions", .viewBuilder), .init("message", .viewBuilder)]),
        ActionAPI(".popover", [.init("content", .viewBuilder)]),
        ActionAPI(".swipeActions", [.init("content", .viewBuilder)]),
        ActionAPI(".contextMenu", [.init("menuItems", .viewBuilder), .init("preview", .viewBuilder)]),
        ActionAPI(".toolbar", [.init("content", .viewBuilder)]),
    ]

    /// Entries by callee.
    public static let byCallee: [String: ActionAPI] = Dictionary(entries.map { ($0.callee, $0) }, uniquingKeysWith: { first, _ in first })

    /// The entry for `callee`, as `byCallee` gives it: the classifier asks once per call, and
    /// this table costs a look at the callee's bytes instead of a `Hasher` pass.
    static func entry(forCallee callee: String) -> ActionAPI? {
        calleeTable.index(of: callee).map { entries[$0] }
    }

    static let calleeTable = CalleeTable(callees: entries.map(\.callee))

    /// Open addressing on a callee's length and first, middle and last bytes, checked against
    /// the whole spelling; the first entry of a callee wins, as in `byCallee`. Every callee in
    /// the catalog is ASCII without a character that another spelling is canonically
    /// equivalent to, so equal bytes and equal strings agree.
    struct CalleeTable {
        let callees: [[UInt8]]
        /// Entry index + 1 per slot; 0 for an empty slot.
        let slots: [Int32]
        let mask: Int

        init(callees: [String]) {
            let spellings = callees.map { Array($0.utf8) }
            self.callees = spellings
            var size = 8
            while size < callees.count * 4 { size *= 2 }
            var slots = [Int32](repeating: 0, count: size)
            for (index, spelling) in spellings.enumerated() {
                var slot = spelling.withUnsafeBufferPointer { CalleeTable.hash($0) } & (size - 1)
                var duplicate = false
                while slots[slot] != 0 {
                    if spellings[Int(slots[slot]) - 1] == spelling { duplicate = true; break }
                    slot = (slot + 1) & (size - 1)
                }
                if !duplicate { slots[slot] = Int32(index + 1) }
            }
            self.slots = slots
            mask = size - 1
        }

        @inline(__always)
        static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
            guard let first = bytes.first, let last = bytes.last else { return 0 }
            let key = UInt64(bytes.count) << 24 | UInt64(first) << 16 | UInt64(bytes[bytes.count / 2]) << 8 | UInt64(last)
            return Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32)
        }

        @inline(__always)
        static func equal(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> Bool {
            var index = 0
            while index < first.count {
                if first[index] != second[index] { return false }
                index += 1
            }
            return true
        }

        func index(of callee: String) -> Int? {
            var callee = callee
            return callee.withUTF8 { bytes in
                var slot = CalleeTable.hash(bytes) & mask
                while true {
                    let entry = Int(slots[slot])
                    if entry == 0 { return nil }
                    let spelling = callees[entry - 1]
                    if spelling.count == bytes.count, spelling.withUnsafeBufferPointer({ CalleeTable.equal($0, bytes) }) { return entry - 1 }
                    slot = (slot + 1) & mask
                }
            }
        }
    }

    /// Labels that mark an action in any API (custom views and modifiers): `action:`,
    /// `perform:`, `handler:`, `completion:`.
    public static let actionLabels: Set<String> = ["action", "perform", "handler", "completion"]

    /// Whether a label of a custom API looks like an action: the labels above, `on<Event>:`,
    /// and `<something>Action:`.
    public static func isActionLabel(_ label: String) -> Bool {
        if let answer = printableASCII(label, isActionLabel) { return answer }
        if actionLabels.contains(label) { return true }
        if label.hasPrefix("on"), let third = label.dropFirst(2).first, third.isUppercase { return true }
        return label.count > "Action".count && label.hasSuffix("Action")
    }

    /// Custom callees whose trailing closure is an action: `…Button` views and `.on<Event>` modifiers.
    public static func isActionCallee(_ callee: String) -> Bool {
        if let answer = printableASCII(callee, isActionCallee) { return answer }
        let name = callee.hasPrefix(".") ? String(callee.dropFirst()) : callee
        if name.hasSuffix("Button"), name.first?.isUppercase == true { return true }
        if callee.hasPrefix(".on"), let third = name.dropFirst(2).first, third.isUppercase { return true }
        return false
    }

    /// `test` on the text's bytes when every byte is printable ASCII — then each byte is one
    /// `Character` and the byte tests below answer exactly as the `Character` ones do — else nil.
    static func printableASCII(_ text: String, _ test: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool? {
        var text = text
        return text.withUTF8 { bytes in
            for byte in bytes where byte < 0x20 || byte >= 0x7F { return nil }
            return test(bytes)
        }
    }

    static func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }

    static func hasSuffix(_ bytes: UnsafeBufferPointer<UInt8>, _ suffix: StaticString) -> Bool {
        let count = suffix.utf8CodeUnitCount
        guard bytes.count >= count else { return false }
        return suffix.withUTF8Buffer { expected in
            for index in 0..<count where bytes[bytes.count - count + index] != expected[index] { return false }
            return true
        }
    }

    static func hasPrefix(_ bytes: UnsafeBufferPointer<UInt8>, _ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard bytes.count >= count else { return false }
        return prefix.withUTF8Buffer { expected in
            for index in 0..<count where bytes[index] != expected[index] { return false }
            return true
        }
    }

    /// `isActionLabel` on printable ASCII.
    static func isActionLabel(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        switch bytes.count {
        case 6 where hasPrefix(bytes, "action"), 7 where hasPrefix(bytes, "perform") || hasPrefix(bytes, "handler"),
             10 where hasPrefix(bytes, "completion"):
            return true
        default:
            break
        }
        if bytes.count > 2, hasPrefix(bytes, "on"), isUpper(bytes[2]) { return true }
        return bytes.count > 6 && hasSuffix(bytes, "Action")
    }

    /// `isActionCallee` on printable ASCII.
    static func isActionCallee(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let dotted = bytes.first == UInt8(ascii: ".")
        let name = dotted ? UnsafeBufferPointer(rebasing: bytes[1...]) : bytes
        if hasSuffix(name, "Button"), isUpper(name[0]) { return true }
        if dotted, name.count > 2, hasPrefix(name, "on"), isUpper(name[2]) { return true }
        return false
    }
}
