import ActionLintCore

/// The types of the parameters of the sites' own closures that the bodies read: `{ _, newText in lookUp(newText) }`
/// becomes `func lookUp(_ newText: String)` called as `{ _, newText in lookUp(newText) }`. Each
/// one's type is the one its signature writes, else the API's closure type (`ActionCatalog`:
/// `Bool` for `.onHover`, `[NSItemProvider]` for `.onDrop`; for `.onChange(of: x)` the type of
/// `x`), else — for a view or modifier this file declares — the function type of its property or
/// parameter (`var onEditingChanged: ((Bool) -> Void)?`). Never a guess past that.
struct ClosureParameters {
    let types: ParameterTypes
    var file: ParsedFile { types.file }

    init(types: ParameterTypes) {
        self.types = types
    }

    /// The names of the closure's own parameters its body reads.
    func readParameters(of body: any ActionClosureBody) -> Set<String> {
        let parameters = Set(body.closure.parameters.filter { $0 != "_" })
        guard !parameters.isEmpty else { return [] }
        var read = Set<String>()
        for index in body.kept where file.tokens[index].kind == .identifier {
            let text = file.text(index)
            if parameters.contains(text), TokenTexts.isRead(index, file: file) { read.insert(text) }
        }
        return read
    }

    // MARK: - Types

    /// The type of the closure's parameter at `position`: written in its signature, else the API's.
    func type(ofParameter position: Int, of body: any ActionClosureBody) -> String? {
        types.module?.reset()
        let closure = body.closure
        if let token = parameterToken(position, of: closure), let written = types.writtenType(after: token) {
            return written.text
        }
        let arity = closure.parameters.count
        let apiType = body.site.parameterType ?? declaredClosureType(of: body.site, arity: arity)
        guard let apiType, apiType.arity == arity else { return nil }
        let type = apiType.parameterTypes[position]
        return ClosureParameters.isGeneric(type) ? genericType(type, site: body.site, body: body) : type
    }

    /// The type of the anonymous parameter `$position` of a closure without a signature: the
    /// API's closure type at that position, as for a named one.
    func type(ofAnonymous position: Int, of body: any ActionClosureBody) -> String? {
        types.module?.reset()
        guard let apiType = body.site.parameterType ?? declaredClosureType(of: body.site, arity: nil),
              position < apiType.arity else { return nil }
        let type = apiType.parameterTypes[position]
        return ClosureParameters.isGeneric(type) ? genericType(type, site: body.site, body: body) : type
    }

    /// The name token of the closure's parameter at `position`, between its `{` (or capture
    /// list) and `in`.
    func parameterToken(_ position: Int, of closure: ClosureExpression) -> Int? {
        guard let inToken = closure.inToken else { return nil }
        let name = closure.parameters[position]
        var index = closure.captureList?.upperBound ?? closure.leftBrace + 1
        while index < inToken {
            let kind = file.tokens[index].kind
            if kind == .identifier || kind == .wildcard, file.text(index) == name { return index }
            index += 1
        }
        return nil
    }

    /// `V`, `P.Output`, `Self.Value`, `[T]`: a type the catalog writes with a generic parameter.
    static func isGeneric(_ type: String) -> Bool {
        var word = ""
        for character in type + " " {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
                continue
            }
            if word == "Self" || word.count == 1 && word.first!.isUppercase { return true }
            word = ""
        }
        return false
    }

    /// What the generic parameter stands for at this call: the type of `.onChange(of:)`'s value
    /// (`ArgumentDerivedParameters`);
    /// `Notification` for `.onReceive(NotificationCenter.default.publisher(for:))` and `Date` for a
    /// timer publisher, written at the call or as the initial value of the property passed.
    func genericType(_ type: String, site: ActionSite, body: any ActionClosureBody) -> String? {
        let call = file.syntax.calls[site.call]
        switch (site.callee, type) {
        case (".onChange", "V"):
            return types.argumentDerivedType(of: body.closure, body: body)?.text
        case (".onReceive", "P.Output"):
            guard var publisher = argumentTokens(call, label: nil) else { return nil }
            // A property holding the publisher: its initial value.
            let declared = types.declared
            if publisher.count == 1, let property = declared.property(file.text(publisher[0]), of: types.typeName),
               property.type.isEmpty {
                publisher = property.initializer
            }
            if let output = ClosureParameters.publisherOutput(publisher.map { file.text($0) }) { return output }
            // A subject or `$property` of a type the module declares: its type says what it sends.
            return types.valueType(of: publisher, body: body)?.publisherOutput?.text
        case (".onEnded", "Self.Value"), (".onChanged", "Self.Value"):
            return gestureValue(before: call.calleeToken)
        default:
            return nil
        }
    }

    /// The gestures of SwiftUI whose `Value` a `.onEnded`/`.onChanged` closure receives.
    static let gestureValues = [
        "DragGesture": "DragGesture.Value", "LongPressGesture": "Bool", "MagnifyGesture": "MagnifyGesture.Value",
        "RotateGesture": "RotateGesture.Value", "SpatialTapGesture": "SpatialTapGesture.Value",
        "MagnificationGesture": "CGFloat", "RotationGesture": "Angle",
    ]

    /// `DragGesture(minimumDistance: 0).onChanged { … }.onEnded { value in … }`: the value of the
    /// gesture made at the start of the chain, through the `.onChanged`/`.onEnded` calls before.
    func gestureValue(before callee: Int) -> String? {
        var cursor = file.previousSignificant(before: callee)
        while let period = cursor, file.tokens[period].kind == .period,
              var end = file.previousSignificant(before: period) {
            // Past a trailing closure and an argument list, to the name they follow.
            if file.tokens[end].kind == .rightBrace, let open = opening(end, open: .leftBrace, close: .rightBrace),
               let before = file.previousSignificant(before: open) {
                end = before
            }
            if file.tokens[end].kind == .rightParen, let open = opening(end, open: .leftParen, close: .rightParen),
               let before = file.previousSignificant(before: open) {
                end = before
            }
            guard file.tokens[end].kind == .identifier else { return nil }
            let name = file.text(end)
            let previous = file.previousSignificant(before: end)
            if name == "onChanged" || name == "onEnded" {
                cursor = previous
                continue
            }
            guard previous.map({ file.tokens[$0].kind != .period }) ?? true else { return nil }
            return ClosureParameters.gestureValues[name]
        }
        return nil
    }

    /// The bracket opening the one that closes at `close`.
    func opening(_ close: Int, open: TokenKind, close closeKind: TokenKind) -> Int? {
        var depth = 0
        var index = close
        while index >= 0 {
            let kind = file.tokens[index].kind
            if kind == closeKind { depth += 1 }
            if kind == open {
                depth -= 1
                if depth == 0 { return index }
            }
            index -= 1
        }
        return nil
    }

    /// `NotificationCenter.default.publisher(for: …)` sends `Notification`s;
    /// `Timer.publish(every: …).autoconnect()` sends `Date`s.
    static func publisherOutput(_ texts: [String]) -> String? {
        // The prefix, then one argument list, and after it nothing or `.autoconnect()`.
        func rest(after prefix: [String]) -> ArraySlice<String>? {
            guard texts.starts(with: prefix) else { return nil }
            var depth = 0
            for position in (prefix.count - 1)..<texts.count {
                if texts[position] == "(" { depth += 1 }
                if texts[position] == ")" { depth -= 1 }
                if depth == 0 { return texts[(position + 1)...] }
            }
            return nil
        }
        let notifications = ["NotificationCenter", ".", "default", ".", "publisher", "("]
        if rest(after: notifications)?.isEmpty == true { return "Notification" }
        let autoconnected = [".", "autoconnect", "(", ")"]
        if rest(after: ["Timer", ".", "publish", "("])?.elementsEqual(autoconnected) == true { return "Date" }
        return nil
    }

    /// The significant tokens of the call's argument labelled `label` (nil: the unlabelled first one).
    func argumentTokens(_ call: CallSite, label: String?) -> [Int]? {
        guard let argument = call.arguments.first(where: { $0.label == label }), argument.closure == nil else {
            return nil
        }
        let tokens = (argument.valueStart..<argument.valueEnd).filter { !file.tokens[$0].kind.isTrivia }
        return tokens.isEmpty ? nil : tokens
    }

    // MARK: - What the call's declaration says

    /// The closure's type as the declaration of what the site calls gives it: a view's `init`
    /// (`initializerClosureType`), else a modifier's parameter, this file's or (with `arity`) the
    /// module's.
    func declaredClosureType(of site: ActionSite, arity: Int?) -> ClosureType? {
        guard site.callee.hasPrefix(".") else { return initializerClosureType(of: site) }
        return customClosureType(of: site) ?? arity.flatMap { moduleClosureType(of: site, arity: $0) }
    }

    /// `AliasRow(alias: alias, onDelete: { deleted in … })`: the function type of the parameter
    /// the closure binds to, in the `init` the call runs (`ParameterTypes.initializerParameterType`:
    /// the memberwise one's stored property for a struct declaring none), wherever it is declared.
    func initializerClosureType(of site: ActionSite) -> ClosureType? {
        let call = file.syntax.calls[site.call]
        guard let position = CallLabels.position(ofClosure: site.closure, in: call),
              let type = types.initializerParameterType(site.callee, call: CallLabels(call), position: position)
        else { return nil }
        return types.closureType(type)
    }

    // MARK: - This file's own modifiers

    /// For a modifier this file declares once (`func onFrameChange(perform:)`), the function type
    /// of its parameter.
    func customClosureType(of site: ActionSite) -> ClosureType? {
        let label = site.parameterLabel
        guard !isImplicitMember(site) else { return nil }
        let callables = types.declared.callables[String(site.callee.dropFirst())] ?? []
        guard callables.count == 1, !callables[0].isGeneric else { return nil }
        let parameters = callables[0].parameters
        let parameter = label == "_" ? parameters.last : parameters.first { $0.label == label }
        return parameter.flatMap { types.functionType($0.type, owner: callables[0].declaringType) }
    }

    /// Whether the site's call is an implicit member expression in an argument or value
    /// (`prompter.show(.init(title: t, handler: { … }))`, `kind: .custom(perform: { … })`): a
    /// member of the type the context expects, which no modifier of a view declares.
    func isImplicitMember(_ site: ActionSite) -> Bool {
        let callee = file.syntax.calls[site.call].calleeToken
        guard site.callee.hasPrefix("."), let dot = file.previousSignificant(before: callee),
              file.tokens[dot].kind == .period else { return false }
        guard let before = file.previousSignificant(before: dot) else { return true }
        switch file.tokens[before].kind {
        case .leftParen, .leftSquare, .leftBrace, .comma, .colon, .equal, .binaryOperator: return true
        case .keyword: return ["return", "in", "try", "await"].contains(file.text(before))
        default: return false
        }
    }

    // MARK: - The module's modifiers

    /// For a modifier another file of the module declares (`ModuleTypeFacts`): the function type
    /// of the one modifier parameter of a function type with `arity` parameters the closure binds to.
    func moduleClosureType(of site: ActionSite, arity: Int) -> ClosureType? {
        guard let module = types.module else { return nil }
        let label = site.parameterLabel
        let name = String(site.callee.dropFirst())
        if isImplicitMember(site) {
            module.note("`\(site.callee)(…)` is an implicit member of the type its argument takes, not a modifier")
            return nil
        }
        guard let candidates = module.closureArgumentTypes(ofModifier: name, label: label) else { return nil }
        let matching = Set(candidates.compactMap { SignatureReader.functionType(Array($0.text.utf8)[...]) }
            .filter { $0.arity == arity })
        guard matching.count == 1 else {
            let closure = "a closure of \(arity) parameter\(arity == 1 ? "" : "s")"
            module.note(matching.isEmpty ? "no function `\(name)` of the module takes \(closure) there"
                : "\(matching.count) functions `\(name)` of the module take \(closure) there")
            return nil
        }
        return matching.first
    }
}
