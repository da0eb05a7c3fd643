/// The targets a `Package.swift` declares, their folders relative to it, read from its tokens:
/// `.target(name: "App", path: "Sources/App")`, `.executableTarget(name: "Tool")`.
enum PackageTargets {
    static let kinds: [String: String] = [
        "target": "Sources", "executableTarget": "Sources", "testTarget": "Tests", "macro": "Sources", "plugin": "Plugins",
    ]

    struct Declared {
        var name: String
        /// Relative to the manifest's folder.
        var folder: String
        /// The names of the targets it depends on (`"Kit"`, `.target(name: "Kit")`, `.byName(name: "Kit")`;
        /// a name no target of the package has is a product of a package it depends on).
        var dependencies: [String]
        /// The products of other packages it depends on (`.product(name: "Models", package: "Models")`).
        var products: [Product] = []
    }

    struct Product: Equatable {
        var name: String
        var package: String
    }

    /// What a `Package.swift` declares for the module of a file: its targets, its library products
    /// (`.library(name: "Models", targets: ["Models"])`) and the packages on disk it depends on
    /// (`.package(path: "../Models")`; a package by URL is not read).
    struct Manifest {
        var targets: [Declared] = []
        /// Each library's name and the names of its targets.
        var libraries: [(name: String, targets: [String])] = []
        /// Each local package's folder (relative to the manifest's) and the name it is given, if any.
        var localPackages: [(name: String?, path: String)] = []
    }

    static func folders(in bytes: [UInt8]) -> [String] { targets(in: bytes).map(\.folder) }

    static func targets(in bytes: [UInt8]) -> [Declared] { manifest(in: bytes).targets }

    static func manifest(in bytes: [UInt8]) -> Manifest {
        let file = ParsedFile.tokensOnly(source: SourceFile(path: "Package.swift", bytes: bytes), tokens: Lexer.tokenize(bytes))
        var result = Manifest()
        for index in file.tokens.indices where file.tokens[index].kind == .identifier {
            guard let period = file.previousSignificant(before: index), file.tokens[period].kind == .period,
                  let open = file.nextSignificant(after: index), file.tokens[open].kind == .leftParen,
                  let close = file.matchingParen(of: open) else { continue }
            let call = file.text(index)
            if call == "package", let path = stringArgument("path", open: open, close: close, in: file) {
                result.localPackages.append((stringArgument("name", open: open, close: close, in: file), path))
                continue
            }
            guard let name = stringArgument("name", open: open, close: close, in: file) else { continue }
            if call == "library" {
                let targets = arrayArgument("targets", open: open, close: close, in: file).map { names(inArrayAt: $0, in: file).names } ?? []
                result.libraries.append((name, targets))
                continue
            }
            guard let root = kinds[call] else { continue }
            let folder = stringArgument("path", open: open, close: close, in: file).map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
            let dependencies = arrayArgument("dependencies", open: open, close: close, in: file).map { names(inArrayAt: $0, in: file) }
            result.targets.append(Declared(name: name, folder: folder ?? root + "/" + name,
                                           dependencies: dependencies?.names ?? [], products: dependencies?.products ?? []))
        }
        return result
    }

    /// The `[` after `label:` at the call's own depth.
    static func arrayArgument(_ label: String, open: Int, close: Int, in file: ParsedFile) -> Int? {
        guard let value = argument(label, open: open, close: close, in: file), file.tokens[value].kind == .leftSquare else { return nil }
        return value
    }

    /// The string literals of an array, the names of its `.target(name:)` and `.byName(name:)`
    /// entries, and its `.product(name:package:)` entries.
    private static func names(inArrayAt bracket: Int, in file: ParsedFile) -> (names: [String], products: [Product]) {
        var names: [String] = []
        var products: [Product] = []
        var depth = 0
        var cursor = file.nextSignificant(after: bracket)
        while let index = cursor {
            let kind = file.tokens[index].kind
            if kind == .rightSquare && depth == 0 { break }
            switch kind {
            case .leftParen, .leftSquare: depth += 1
            case .rightParen, .rightSquare: depth -= 1
            case .stringSegment where depth == 0: names.append(file.text(index))
            case .identifier where depth == 0 && ["target", "byName", "product"].contains(file.text(index)):
                guard let open = file.nextSignificant(after: index), file.tokens[open].kind == .leftParen,
                      let close = file.matchingParen(of: open), let name = stringArgument("name", open: open, close: close, in: file) else { break }
                if file.text(index) != "product" {
                    names.append(name)
                } else if let package = stringArgument("package", open: open, close: close, in: file) {
                    products.append(Product(name: name, package: package))
                }
            default: break
            }
            cursor = file.nextSignificant(after: index)
        }
        return (names, products)
    }

    /// The string literal after `label:` at the call's own depth.
    static func stringArgument(_ label: String, open: Int, close: Int, in file: ParsedFile) -> String? {
        guard let start = argument(label, open: open, close: close, in: file), file.tokens[start].kind == .stringStart,
              let segment = file.nextSignificant(after: start) else { return nil }
        if file.tokens[segment].kind == .stringEnd { return "" }
        guard file.tokens[segment].kind == .stringSegment, let end = file.nextSignificant(after: segment),
              file.tokens[end].kind == .stringEnd else { return nil }
        return file.text(segment)
    }

    /// The first token of the value after `label:` at the call's own depth.
    static func argument(_ label: String, open: Int, close: Int, in file: ParsedFile) -> Int? {
        var depth = 0
        var index = open + 1
        while index < close {
            switch file.tokens[index].kind {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            case .identifier where depth == 0 && file.text(index) == label:
                guard let colon = file.nextSignificant(after: index), file.tokens[colon].kind == .colon else { return nil }
                return file.nextSignificant(after: colon)
            default: break
            }
            index += 1
        }
        return nil
    }
}
