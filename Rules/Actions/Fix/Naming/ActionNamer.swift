import ActionLintCore

/// Names the extracted method or property. Deterministic, a valid identifier, and never a name
/// the type (in any linted file) or the extracted body already uses.
///
/// The rule, documented in `docs/rules/duplicate-action-closure.md`:
/// 1. A `Stepper`'s `onIncrement:`/`onDecrement:` gives `increment`/`decrement` and what it
///    steps: the Stepper's title or the state the body changes (`count += 1` → `incrementCount`).
/// 2. Words from a button's title (not one or two letters, a number or a symbol name:
///    `Button("A")` says nothing) — the first string literal of a `Button("Add")`-like call
///    (taken, another site's title: `Stop Temp Target` beside another group's `Stop`), in any
///    language (`Button("Añadir a la cesta")` → `añadirALaCesta`), digits as words
///    (`"2-Step Verification"` → `twoStepVerification`). When the view's name starts with
///    those words, the view's words are used instead (`Add` in `AddItemView` → `addItem`; a
///    trailing `View`, `Button`, `Row`… is not a word of the action).
/// 3. Otherwise the words of the action (`ActionWords`): what a value the sites pass sets
///    (`subscribe(notify: <value>, volume: 0)` → `setNotify`), the calls it makes, looking
///    through wrappers and dispatchers, a call the body exists for read as a value (`let forecast
///    = try await service.weather(for: place)` → `loadWeather`), then the state it changes
///    (`isPresentingEditor = true` → `presentEditor`, `entries.append(entry)` → `addEntry`).
///    A name that says more than one call comes before the calls' own (`ActionWords+Fuller`): a
///    member reads as a method it is named exactly like, so it takes that name only to forward.
///    Never a wrapper, a dispatcher verb, a `View` modifier or protocol member, a scheduling,
///    logging or collection-reading call, nor the words of a localisation key; what only goes with
///    the action (a focus or presentation reset, `dismiss()`, an announcement) only when alone.
///    A body acting only when a test holds does it if needed (`loadMoreIfNeeded`).
///    Never a callback's `on…` name (`onTap` → `handleTap`), a name under three letters alone
///    (`goAction`), or a name SwiftUI gives a view alone (`refresh` → `refreshInbox`, `refreshAction`).
/// 4. Method style: the words in lower camel case (`addItem`, an initialism in capitals after
///    the first word: `clearSelectedItemID`); property style: the words plus
///    `Action` (`addAction`).
/// 5. A name taken (`TakenNames`: by the type, by a name given to another extraction of the type
///    — a member once `--fix` has extracted it, so the name here is the one every round
///    writes —, by the type's code in this file, by the body, or by a name the view member holding
///    a site uses on its own) or a keyword (or a `neverNames` word): the title's words get
///    `Action` (`noteAction`), then the action's next words are tried (`save`, then `dismiss`),
///    then the verb of the view's own method the body wraps (`openAllURLs()` → `openAll`), then
///    `close` for a body calling the view's own `dismiss()`, then `saveAction`…
///    (`loadIfNeeded` for a body opening with `if`/`guard`), then `handle` and each of those
///    (`handleDismissAction`), then a number: `saveAction2`. With no words at all
///    the base is `performAction`.
enum ActionNamer {
    /// The name in the file's spelling: `snake_case` in a file whose members are written so
    /// (`load_items`), lower camel case otherwise.
    static func name(for subject: ExtractionSubject, file: ParsedFile, style: FixStyle, taken: TakenNames) -> String {
        guard NameSpelling.isSnakeCase(file) else {
            return camelName(for: subject, file: file, style: style) { taken.contains($0) }
        }
        let name = camelName(for: subject, file: file, style: style) { taken.contains(NameSpelling.snakeCase($0)) }
        return NameSpelling.snakeCase(name)
    }

    static func camelName(for subject: ExtractionSubject, file: ParsedFile, style: FixStyle,
                          isTaken: @escaping (String) -> Bool) -> String {
        let isNamed = { (name: String) in
            !name.isEmpty && !isNoName(name) && !NamingVocabulary.swiftUINames.contains(name)
        }
        var titled: [String] = []
        if let stepper = stepperWords(subject: subject, file: file) { titled.append(identifier(stepper, style: style)) }
        // Sites passing different values have titles of their own (`Timed`, `Unlimited`).
        let titles = subject.sitesPassDifferentValues ? [] : titleWords(subject: subject, file: file)
        if let title = titles.first {
            let viewWords = words(ofTypeName: subject.typeName)
            // A method may take the view's longer name that starts with the title.
            let viewNameExtendsTitle = viewWords.starts(with: title) && viewWords.count > title.count
            let words = style == .method && viewNameExtendsTitle ? viewWords : title
            titled.append(identifier(words, style: style))
        }
        titled = titled.filter(isNamed)
        // The first site's title taken (another group's `Button("Stop")`): another site's title
        // (`Button("Stop Temp Target")`) before the first's with `Action`.
        let otherTitles = titles.dropFirst().map { identifier($0, style: style) }.filter(isNamed)
        let suffixed = { (name: String) in name.hasSuffix("Action") ? name : name + "Action" }
        // A usable title needs no reading of the body.
        for name in titled {
            if isUsable(name, isTaken: isTaken) { return name }
            if name == titled.last, let other = otherTitles.first(where: { isUsable($0, isTaken: isTaken) }) {
                return other
            }
            if isUsable(suffixed(name), isTaken: isTaken) { return suffixed(name) }
        }
        let words = ActionWords(subject.template, file: file, parameterTokens: parameterTokens(subject))
        // A name under three letters (`go`) says too little alone, and one SwiftUI gives a view
        // (`store.refresh()`) would read as SwiftUI's: `goAction`, `refreshAction`. (SwiftUI's own
        // `dismiss()`, which the view has, is a taken name: the next words are tried first.)
        let named = words.candidates.map { ($0, identifier($0, style: style)) }
            .filter { !$0.1.isEmpty && !isNoName($0.1) }
            .map { ($0.0, $0.1.count < 3 || NamingVocabulary.swiftUINames.contains($0.1) && !isTaken($0.1)
                    ? suffixed($0.1) : $0.1) }
        let fresh = named.map(\.1)
        if style == .method, words.onlyCloses, isUsable("close", isTaken: isTaken) { return "close" }
        // A body that acts only when a test holds (`if index > count - 3 { loadMore() }`) does it if needed.
        let ifNeeded = { (name: String) in name.hasSuffix("IfNeeded") ? name : name + "IfNeeded" }
        if style == .method, words.isConditional {
            for name in fresh where isUsable(ifNeeded(name), isTaken: isTaken) { return ifNeeded(name) }
        }
        for name in fresh where isUsable(name, isTaken: isTaken) { return name }
        // The view's own method of that name, which the body wraps, has it: its verb (`openAll`).
        // Only in a struct: a class's subclasses may declare the short verb (`start`) themselves.
        if style == .method, isStruct(subject.typeName, in: file) {
            for (candidate, name) in named where words.callsOwnMember(named: name) {
                guard let short = ActionWords.forwardingWords(candidate).map({ identifier($0, style: style) }),
                      short.count >= 3, !isNoName(short), !NamingVocabulary.swiftUINames.contains(short),
                      isUsable(short, isTaken: isTaken) else { continue }
                return short
            }
        }
        // The view's own `dismiss()` and the other words taken: the member closes the view.
        if words.callsDismiss, isUsable("close", isTaken: isTaken) { return "close" }
        // A body that calls its name's method only when a condition holds (`if let item { load(item) }`).
        let guarded = { (name: String) in
            style == .method && words.startsWithCondition ? ifNeeded(name) : suffixed(name)
        }
        for name in fresh where isUsable(guarded(name), isTaken: isTaken) { return guarded(name) }
        // Every word taken (the body calls `dismissAction?()` and `dismiss()`): what handles it.
        for name in titled + fresh where isUsable(handling(name), isTaken: isTaken) { return handling(name) }
        let stem = (titled.first ?? fresh.first).map(suffixed) ?? "performAction"
        if isUsable(stem, isTaken: isTaken) { return stem }
        var number = 2
        while !isUsable(stem + String(number), isTaken: isTaken) { number += 1 }
        return stem + String(number)
    }

    /// Whether the file declares `typeName` as a struct.
    static func isStruct(_ typeName: String, in file: ParsedFile) -> Bool {
        file.syntax.types.contains { $0.qualifiedName == typeName && $0.kind == .struct }
    }

    /// The template's tokens holding the values the sites pass (not the `self.` its own uses of a
    /// parameter's property become).
    static func parameterTokens(_ subject: ExtractionSubject) -> Set<Int> {
        guard let parameters = subject.parameters else { return [] }
        let names = Set(parameters.parameters.map(\.name))
        var tokens = Set<Int>()
        for substitution in parameters.substitutions where names.contains(substitution.name) {
            tokens.formUnion(substitution.tokens)
        }
        return tokens
    }

    /// `dismissAction` → `handleDismissAction`.
    static func handling(_ name: String) -> String {
        guard let first = name.first else { return name }
        return "handle" + first.uppercased() + name.dropFirst()
    }

    /// The words in lower camel case; property style appends `Action`.
    static func identifier(_ words: [String], style: FixStyle) -> String {
        guard !words.isEmpty else { return "" }
        let name = lowerCamel(words)
        return style == .property && !name.hasSuffix("Action") ? name + "Action" : name
    }

    /// `increment`/`decrement` and what the Stepper steps, when a site is a Stepper's
    /// `onIncrement:`/`onDecrement:`.
    static func stepperWords(subject: ExtractionSubject, file: ParsedFile) -> [String]? {
        for body in subject.bodies {
            let call = file.syntax.calls[body.site.call]
            guard call.callee == "Stepper" else { continue }
            let verb: String
            switch body.site.parameterLabel {
            case "onIncrement": verb = "increment"
            case "onDecrement": verb = "decrement"
            default: continue
            }
            if let argument = call.arguments.first, argument.label == nil,
               let title = plainStringLiteral(file: file, from: argument.valueStart, to: argument.valueEnd) {
                let words = splitWords(title)
                if !words.isEmpty { return [verb] + words }
            }
            return [verb] + (ActionWords(subject.template, file: file).firstAssignedState ?? [])
        }
        return nil
    }

    /// A name a member must not take: a `View` modifier or protocol member, or a callback's
    /// (`onTap`: a member does what it says; it is no event).
    static func isNoName(_ name: String) -> Bool {
        if NamingVocabulary.neverNames.contains(name) { return true }
        let words = splitWords(name)
        return words.count > 1 && words[0] == "on"
    }

    static func isUsable(_ name: String, isTaken: (String) -> Bool) -> Bool {
        // The cheap tests first: `isTaken` reads the view members' tokens.
        name.first.map { $0.isLetter || $0 == "_" } == true && !reservedNames.contains(name) && !isTaken(name)
    }

    /// Swift's reserved words (the lexer's list) and names with a meaning inside a type.
    static let reservedNames: Set<String> = Set(Keywords.reserved).union(["body", "Type", "Protocol"])

    /// Words of the titles of the button-like sites (`Button("Add item")`, `Menu("More")`), each
    /// once, in site order: the first argument when it is a plain string literal. A text field's
    /// placeholder is no title.
    static func titleWords(subject: ExtractionSubject, file: ParsedFile) -> [[String]] {
        var titles: [[String]] = []
        for body in subject.bodies {
            let call = file.syntax.calls[body.site.call]
            guard call.callee == "Button" || call.callee == "Menu" || call.callee.hasSuffix("Button") else { continue }
            guard let argument = call.arguments.first, argument.label == nil,
                  let title = plainStringLiteral(file: file, from: argument.valueStart, to: argument.valueEnd) else {
                continue
            }
            let words = keyWords(title) ?? splitWords(title)
            if isName(title: title, words: words), !titles.contains(words) { titles.append(words) }
        }
        return titles
    }

    /// A localisation key's words (`"playapp.importIPA"` → `import`, `ipa`): its last part when
    /// that has two words or more, else none (`"menubar.website"` names no action); nil when the
    /// title is no key (`"Add item"`, `"square.and.arrow.up"`).
    static func keyWords(_ title: String) -> [String]? {
        let parts = title.split(separator: ".", omittingEmptySubsequences: false)
        let isName = { (part: Substring) in
            !part.isEmpty && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
        guard parts.count > 1, parts.allSatisfy(isName),
              title.contains(where: \.isUppercase), let last = parts.last else { return nil }
        let words = splitWords(String(last))
        return words.count > 1 ? words : []
    }

    /// Whether a title says what its button does: not one or two letters (`"A"`, `"OK"`), a
    /// number (`"7"`) or an SF Symbols name (`"square.and.arrow.up"`).
    static func isName(title: String, words: [String]) -> Bool {
        let letters = title.filter(\.isLetter).count
        if letters < 3 || words.isEmpty { return false }
        let isSymbolName = title.contains(".") && title.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "." }
        return !isSymbolName
    }

    /// The text of `"…"` when the range is exactly one literal without interpolation.
    static func plainStringLiteral(file: ParsedFile, from start: Int, to end: Int) -> String? {
        let significant = (start..<end).filter { !file.tokens[$0].kind.isTrivia }
        guard significant.count == 3 || significant.count == 2,
              file.tokens[significant.first!].kind == .stringStart,
              file.tokens[significant.last!].kind == .stringEnd else { return nil }
        return significant.count == 3 ? file.text(significant[1]) : ""
    }

    /// Whether the name at `index` is called: `save(`, `handler?(`. A name before `{` is not
    /// taken: it is as often an `if` condition (`if !UIView.areAnimationsEnabled {`) as a
    /// trailing-closure call.
    static func isCall(_ texts: [String], at index: Int) -> Bool {
        var next = index + 1
        if next < texts.count, texts[next] == "?" || texts[next] == "!" { next += 1 }
        return next < texts.count && texts[next] == "("
    }

    /// `AddItemView` → `add`, `item`. A trailing word that says what kind of view the type is
    /// (`View`, `Screen`, `Sheet`, `Form`, `Bar`, `Row` …) is dropped: `LikeButton` must give
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

    static let viewKindWords: Set<String> = [
        "view", "screen", "sheet", "button", "row", "cell", "form", "page", "panel", "pane", "popover", "dialog",
        "card", "section", "bar", "toolbar", "overlay", "window", "modal",
    ]

    /// Lower-cased words of a title or camel-case name: `Add item` / `addItem` → `add`, `item`.
    /// Letters of any script are kept (`Añadir` → `añadir`); digits are words, and a name that
    /// would start with one starts with it spelled (`2-Step` → `two`, `step`).
    static func splitWords(_ text: String) -> [String] {
        var copy = text
        let asciiWords = copy.withUTF8 { bytes in bytes.allSatisfy { $0 < 0x80 } ? splitASCIIWords(bytes) : nil }
        if let words = asciiWords { return words }
        var words: [String] = []
        var current = ""
        var previousWasLower = false
        for character in text {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousWasLower = false
                continue
            }
            if character.isUppercase, previousWasLower, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current += character.lowercased()
            previousWasLower = character.isLowercase || character.isNumber || !character.isCased
        }
        if !current.isEmpty { words.append(current) }
        return startingWithALetter(words)
    }

    /// An identifier cannot start with a digit: a leading number is spelled (`2` → `two`) or,
    /// when large, moved behind the next word (`100 Points` → `points`, `100`).
    static func startingWithALetter(_ words: [String]) -> [String] {
        guard let first = words.first, let digit = first.unicodeScalars.first,
              ("0"..."9").contains(digit) else { return words }
        let digits = first.prefix { $0.isASCII && $0.isNumber }
        let rest = String(first.dropFirst(digits.count))
        var result = Array(words.dropFirst())
        if !rest.isEmpty { result.insert(rest, at: 0) }
        if let number = Int(digits), number < NamingVocabulary.spelledNumbers.count {
            return [NamingVocabulary.spelledNumbers[number]] + result
        }
        guard !result.isEmpty else { return [] }
        result.insert(String(digits), at: 1)
        return result
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
        return startingWithALetter(words)
    }

    /// Initialisms the API guidelines write in one case: `id` → `ID`, `urls` → `URLs`.
    static let initialisms: Set<String> = [
        "id", "url", "uuid", "api", "json", "xml", "html", "http", "https", "pdf", "ui", "ip", "gps", "sql", "csv",
    ]

    /// `ID` for `id`, `URLs` for `urls`; nil for any other word.
    static func initialismSpelling(_ word: String) -> String? {
        if initialisms.contains(word) { return word.uppercased() }
        if word.count > 2, word.hasSuffix("s"), initialisms.contains(String(word.dropLast())) {
            return word.dropLast().uppercased() + "s"
        }
        return nil
    }

    static func lowerCamel(_ words: [String]) -> String {
        guard let first = words.first else { return "" }
        if words.allSatisfy({ $0.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }) {
            // Printable ASCII: each byte is a `Character`, and upper-casing one is a byte's work.
            var bytes: [UInt8] = []
            bytes.reserveCapacity(words.reduce(0) { $0 + $1.utf8.count })
            bytes.append(contentsOf: first.utf8)
            for word in words.dropFirst() {
                // `selectedItemID`, `openAllURLs`: an initialism is upper case after the first word.
                if let initialism = initialismSpelling(word) {
                    bytes.append(contentsOf: initialism.utf8)
                    continue
                }
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
