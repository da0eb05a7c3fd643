/// Reads a parameter list as a declaration writes it — a function's, an initializer's, an enum
/// case's payload — for the module index and for a file's own declarations (`DeclaredTypes`).
public enum ParameterListReader {
    /// The parameters between `(` at `open` and its `)`; nil when one cannot be read. A function's
    /// first name is its label (`_` when there is none, or when `labelled` is false and the name
    /// stands alone: a payload's `Int`).
    public static func parameters(in file: ParsedFile, open: Int, labelled: Bool) -> [ModuleDeclaration.Parameter]? {
        guard let close = file.matchingParen(of: open) else { return nil }
        var parameters: [ModuleDeclaration.Parameter] = []
        var piece: [Int] = []
        var depth = 0
        var cursor = file.nextSignificant(after: open, before: close + 1)
        while let index = cursor, index <= close {
            let kind = file.tokens[index].kind
            if depth == 0, kind == .comma || index == close {
                if !piece.isEmpty {
                    guard let parameter = parameter(from: piece, in: file, labelled: labelled) else { return nil }
                    parameters.append(parameter)
                }
                piece = []
            } else {
                switch kind {
                case .leftParen, .leftSquare, .leftAngle, .leftBrace: depth += 1
                case .rightParen, .rightSquare, .rightAngle, .rightBrace: depth -= 1
                default: break
                }
                piece.append(index)
            }
            cursor = file.nextSignificant(after: index, before: close + 1)
        }
        return parameters
    }

    /// `_ mode: Mode`, `at level: Int = 1`, `Int` (an unnamed payload).
    static func parameter(from piece: [Int], in file: ParsedFile, labelled: Bool) -> ModuleDeclaration.Parameter? {
        guard let colon = piece.firstIndex(where: { file.tokens[$0].kind == .colon }) else {
            return labelled ? nil : ModuleDeclaration.Parameter(label: "_", name: "", type: piece, hasDefault: false)
        }
        let names = piece[..<colon].filter { file.tokens[$0].kind != .attribute }.map { file.text($0) }
        guard !names.isEmpty, names.count <= 2 else { return nil }
        var type = Array(piece[(colon + 1)...])
        var hasDefault = false
        if let equal = type.firstIndex(where: { file.tokens[$0].kind == .equal }) {
            type = Array(type[..<equal])
            hasDefault = true
        }
        return ModuleDeclaration.Parameter(label: names[0], name: names.last!, type: type, hasDefault: hasDefault)
    }
}
