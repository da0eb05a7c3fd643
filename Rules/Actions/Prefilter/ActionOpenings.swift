import ActionLintCore

/// The byte-level half of every action rule's prefilter: whether a `{`, judged by what stands
/// before it (`ClosureOpening`), may open a closure the classifier takes for an action. It
/// leans to yes: it accepts a superset of the catalog's and the custom shapes' openings, and
/// anything unclear, so a rule that skips the other braces never misses an action.
enum ActionOpenings {
    /// Whether a brace with this opening may be an action closure the classifier accepts.
    /// Inlined into each prefilter's scan, as it was when it was the duplicate prefilter's own:
    /// called apart, it retained and released the file's storage at every brace (+3 % of the
    /// instructions of a whole run).
    @inline(__always)
    /// `storedProperties`: the file's stored-property names, read once when a label first asks.
    static func mayOpenAction(_ opening: ClosureOpening, file: ParsedFile,
                              storedProperties: StoredPropertySpelling) -> Bool {
        switch opening {
        case .afterDirective, .unlabelledArgument:
            return true
        case .other, .trailing(callee: nil):
            return false
        case let .trailing(callee?):
            return spelling(of: callee, in: file) { ActionSpelling.mayBeTrailingActionCallee($0) }
        case let .labelled(label):
            return spelling(of: label, in: file) { ActionSpelling.mayBeActionLabel($0) }
                || mayNameClosureProperty(label, in: file, storedProperties: storedProperties)
        }
    }

    /// Whether the file declares a stored property named as the label (`let unsubscribe:`), which
    /// may be a closure property of a view the call makes (`ClosureProperties`). The catalog's
    /// view-builder labels (`label:`, `content:`), most labelled braces, are none.
    static func mayNameClosureProperty(_ label: Int, in file: ParsedFile,
                                       storedProperties: StoredPropertySpelling) -> Bool {
        spelling(of: label, in: file) { name in
            !ActionSpelling.builderLabelHashes.contains(ActionSpelling.hash(name)) && storedProperties.isDeclared(name)
        }
    }

    @inline(__always)
    static func spelling(of token: Int, in file: ParsedFile, _ test: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
        let range = file.tokens[token].range
        return file.source.bytes.withUnsafeBufferPointer { bytes in
            test(UnsafeBufferPointer(rebasing: bytes[range]))
        }
    }
}
