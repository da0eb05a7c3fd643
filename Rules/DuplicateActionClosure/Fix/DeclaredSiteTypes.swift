import ActionLintCore

/// The closure types the declarations of custom APIs give their sites, read for a group whose
/// closures return a value there: `PostRow(onBookmark: { … return await toggle() })`, with the
/// view's `init` taking `onBookmark: () async -> Bool`, returns a `Bool`, as the compiler reads
/// it (`ClosureParameters.declaredClosureType`). Without it the member's result type is unknown.
extension DuplicateGroup {
    func typingCustomResults(file: ParsedFile, moduleTypes: any ModuleTypes,
                             facts: FileFacts? = nil) -> DuplicateGroup {
        let custom = bodies.filter { $0.site.parameterType == nil }
        guard custom.contains(where: { ClosureResult.yieldsValue($0.closure, at: $0.site, file: file) }) else {
            return self
        }
        let closures = ClosureParameters(types: ParameterPlan.types(of: self, file: file, moduleTypes: moduleTypes,
                                                                  facts: facts))
        var typed = self
        for body in custom {
            typed.declaredSiteTypes[body.site.closure] = closures.declaredClosureType(
                of: body.site, arity: body.closure.parameters.count)
        }
        return typed
    }
}
