import ActionLintCore

/// Names the extracted method or property. Deterministic, a valid identifier, and never a name
/// the type (in any linted file) or the extracted body already uses.
///
/// The rule, documented in the README:
/// 1. Words from a button's title — the first string literal of a `Button("Add")`-like call. When
///    the view's name starts with those words, the view's words are used instead (`Add` in
///    `AddItemView` → `add item`; a trailing `View`, `Button`, `Row`… is not a word of the action).
/// 2. Otherwise the first function the body calls (`model.reload()` → `reload`).
/// 3. Method style: the words in lower camel case (`addItem`); property style: the title's (or
///    call's) words plus `Action` (`addAction`).
/// 4. If the name is taken — by the type, by the body, or by a name the view member holding a
///    site uses on its own (a `{ note in` parameter) — or is a keyword, `Action` is appended,
///    then a number: `addItemAction`, `addItemAction2`, …; with no words at all the base is
///    `performAction`.
enum ActionNamer {
    static func name(for subject: ExtractionSubject, file: ParsedFile, style: FixStyle, taken: TakenNames) -> String {
        let siteNames = SiteMemberNames(subject: subject, file: file)
        let isTaken = { (name: String) in taken.contains(name) || siteNames.contains(name) }
        // Sites passing different values have titles of their own (`Timed`, `Unlimited`).
        let title = subject.sitesPassDifferentValues ? nil : titleWords(subject: subject, file: file)
        let called = title == nil ? firstCallWords(subject.template, file: file) : nil
        var base: String
        switch style {
        case .method:
            if let title {
                let viewWords = words(ofTypeName: subject.typeName)
                base = lowerCamel(viewWords.starts(with: title) && viewWords.count > title.count ? viewWords : title)
            } else {
                base = lowerCamel(called ?? [])
            }
        case .property:
            let words = title ?? called ?? []
            base = words.isEmpty ? "" : lowerCamel(words) + "Action"
        }
        if base.isEmpty { base = "performAction" }
        return firstFree([base, base.hasSuffix("Action") ? nil : base + "Action"].compactMap { $0 }, isTaken: isTaken)
    }

    static func firstFree(_ candidates: [String], isTaken: (String) -> Bool) -> String {
        for candidate in candidates where isUsable(candidate, isTaken: isTaken) { return candidate }
        let stem = candidates.last!
        var number = 2
        while !isUsable(stem + String(number), isTaken: isTaken) { number += 1 }
        return stem + String(number)
    }

    static func isUsable(_ name: String, isTaken: (String) -> Bool) -> Bool {
        // The cheap tests first: `isTaken` reads the view members' tokens.
        name.first.map { $0.isLetter || $0 == "_" } == true && !reservedNames.contains(name) && !isTaken(name)
    }

    /// Swift's reserved words (the lexer's list) and names with a meaning inside a type.
    static let reservedNames: Set<String> = Set(Keywords.reserved).union(["body", "Type", "Protocol"])

    /// Words of the title of the first button-like site (`Button("Add item")`, `Menu("More")`):
    /// the first argument when it is a plain string literal. A text field's placeholder is no
    /// title.
    static func titleWords(subject: ExtractionSubject, file: ParsedFile) -> [String]? {
        for body in subject.bodies {
            let call = file.syntax.calls[body.site.call]
            guard call.callee == "Button" || call.callee == "Menu" || call.callee.hasSuffix("Button") else { continue }
            guard let argument = call.arguments.first, argument.label == nil,
                  let title = plainStringLiteral(file: file, from: argument.valueStart, to: argument.valueEnd) else { continue }
            let words = splitWords(title)
            if !words.isEmpty { return words }
        }
        return nil
    }

    /// The text of `"…"` when the range is exactly one literal without interpolation.
    static func plainStringLiteral(file: ParsedFile, from start: Int, to end: Int) -> String? {
        let significant = (start..<end).filter { !file.tokens[$0].kind.isTrivia }
        guard significant.count == 3 || significant.count == 2,
              file.tokens[significant.first!].kind == .stringStart, file.tokens[significant.last!].kind == .stringEnd else { return nil }
        return significant.count == 3 ? file.text(significant[1]) : ""
    }

    /// The first function called in the body that names an action (skips wrappers like
    /// `withAnimation`, `Task` and type initializers).
    static func firstCallWords(_ body: ExtractedBody, file: ParsedFile) -> [String]? {
        let kept = body.kept
        for position in kept.indices where isCall(kept, at: position, file: file) {
            let name = file.text(kept[position])
            guard let first = name.first, first.isLowercase, !skippedCalls.contains(name), !reservedNames.contains(name) else { continue }
            return splitWords(name)
        }
        return nil
    }

    /// `isCall` on a body's normalized tokens, reading their bytes: `?`, `!` and `(` have no
    /// other spelling that is canonically equivalent, so bytes and texts agree.
    static func isCall(_ kept: [Int], at position: Int, file: ParsedFile) -> Bool {
        var next = position + 1
        if next < kept.count, file.source.token(file.tokens[kept[next]], is: "?") || file.source.token(file.tokens[kept[next]], is: "!") {
            next += 1
        }
        return next < kept.count && file.source.token(file.tokens[kept[next]], is: "(")
    }

    /// Whether the name at `index` is called: `save(`, `handler?(`. A name before `{` is not
    /// taken: it is as often an `if` condition (`if !UIView.areAnimationsEnabled {`) as a
    /// trailing-closure call.
    static func isCall(_ texts: [String], at index: Int) -> Bool {
        var next = index + 1
        if next < texts.count, texts[next] == "?" || texts[next] == "!" { next += 1 }
        return next < texts.count && texts[next] == "("
    }

    static let skippedCalls: Set<String> = [
        "withAnimation", "withTransaction", "print", "debugPrint", "assert", "assertionFailure", "precondition",
        "preconditionFailure", "fatalError", "dump", "async", "asyncAfter", "sync", "main", "if", "guard",
    ]

    /// `AddItemView` → `add`, `item`. A trailing word that says what kind of view the type is
    /// (`View`, `Screen`, `Sheet`, `Button`, `Row`, `Cell`) is dropped: `LikeButton` must give
    /// `like()`, not a method named like a view, `likeButton()`.
    static func words(ofTypeName name: String) -> [String] {
        var words = splitWords(lastComponent(ofTypeName: name))
        if let last = words.last, viewKindWords.contains(last), words.count > 1 { words.removeLast() }
        return words
    }

    /// `Outer.Row` → `Row`: the last non-empty component between dots, or the whole name when
    /// there is none. On bytes when every byte is printable ASCII (each byte a `Character`).
    static func lastComponent(ofTypeName name: String) -> String {
        var name = name
        let component: String?? = name.withUTF8 { bytes in
            guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
            var end = bytes.count
            while end > 0 {
                if bytes[end - 1] == UInt8(ascii: ".") {
                    end -= 1
                    continue
                }
                var start = end
                while start > 0, bytes[start - 1] != UInt8(ascii: ".") { start -= 1 }
                return .some(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
            }
            return .some(nil)
        }
        switch component {
        case let .some(.some(last)): return last
        case .some(.none): return name
        case .none: return name.split(separator: ".").last.map(String.init) ?? name
        }
    }

    static let viewKindWords: Set<String> = ["view", "screen", "sheet", "button", "row", "cell"]

    /// Lower-cased words of a title or camel-case name: `Add item` / `addItem` → `add`, `item`.
    static func splitWords(_ text: String) -> [String] {
        var copy = text
        if let words = copy.withUTF8({ bytes in bytes.allSatisfy { $0 < 0x80 } ? splitASCIIWords(bytes) : nil }) { return words }
        var words: [String] = []
        var current = ""
        var previousWasLower = false
        for character in text {
            guard character.isASCII, character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousWasLower = false
                continue
            }
            if character.isUppercase, previousWasLower, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(Character(character.lowercased()))
            previousWasLower = character.isLowercase || character.isNumber
        }
        if !current.isEmpty { words.append(current) }
        // An identifier cannot start with a digit.
        while let first = words.first, first.first?.isNumber == true { words.removeFirst() }
        return words
    }

    /// `splitWords` for ASCII text, on bytes: titles and type names nearly always are, and the
    /// Character properties cost a Unicode table lookup each. In ASCII every Character is one
    /// byte (`\r\n` is one Character but, like each of its bytes, separates words).
    static func splitASCIIWords(_ text: UnsafeBufferPointer<UInt8>) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        var previousWasLower = false
        for byte in text {
            let isUpper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
            let isLower = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            guard isUpper || isLower || isDigit else {
                if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
                current.removeAll(keepingCapacity: true)
                previousWasLower = false
                continue
            }
            if isUpper, previousWasLower, !current.isEmpty {
                words.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            }
            current.append(isUpper ? byte + 32 : byte)
            previousWasLower = isLower || isDigit
        }
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
        // An identifier cannot start with a digit.
        while let first = words.first?.utf8.first, first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9") { words.removeFirst() }
        return words
    }

    static func lowerCamel(_ words: [String]) -> String {
        guard let first = words.first else { return "" }
        if words.allSatisfy({ $0.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }) {
            // Printable ASCII: each byte is a `Character`, and upper-casing one is a byte's work.
            var bytes: [UInt8] = []
            bytes.reserveCapacity(words.reduce(0) { $0 + $1.utf8.count })
            bytes.append(contentsOf: first.utf8)
            for word in words.dropFirst() {
                for (offset, byte) in word.utf8.enumerated() {
                    let isLower = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
                    bytes.append(offset == 0 && isLower ? byte - 32 : byte)
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        return first + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
