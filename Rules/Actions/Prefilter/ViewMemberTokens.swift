import ActionLintCore

/// Whether a file may declare a view-building member, judged from its tokens: every such member
/// has a result type spelled with `some`, `any` or `AnyView`, or a result-builder attribute
/// (`@ViewBuilder`, `@SwiftUI.ViewBuilder`, `@ToolbarContentBuilder`, …). A file with none of
/// these has no action sites, so an action rule's prefilter may skip it. Leans to yes: any
/// `some` or name ending in `Builder` counts.
enum ViewMemberTokens {
    static func mayDeclareViewMembers(_ file: ParsedFile) -> Bool {
        let source = file.source
        return source.bytes.withUnsafeBufferPointer { bytes in
            for token in file.tokens where token.kind == .identifier || token.kind == .attribute {
                if token.length == 4, source.token(token, is: "some") { return true }
                if token.length == 3, source.token(token, is: "any") { return true }
                if token.length == 7, source.token(token, is: "AnyView") { return true }
                if token.length >= 7,
                   ActionCatalog.hasSuffix(UnsafeBufferPointer(rebasing: bytes[token.range]), "Builder") { return true }
            }
            return false
        }
    }
}
