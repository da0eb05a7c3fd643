import ActionLintCore
import ActionLintRules
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `action-lint generate-docs [--check] [<folder>]`: writes `GeneratedDocs` into the checkout at
/// `folder` — its README's rules section, `docs/rules/<id>.md` (removing the pages of rules that
/// are gone) and `docs/default-configuration.json`. `--check` writes nothing and exits 1 naming each file that differs.
struct GenerateDocsCommand {
    let folder: String
    let check: Bool
    let io: CommandIO

    static let hint = "run `action-lint generate-docs` to write them"

    /// A file to write or to remove, by its path under the folder.
    enum Change {
        case write(String, [UInt8])
        case remove(String)

        var path: String {
            switch self {
            case let .write(path, _), let .remove(path): return path
            }
        }
    }

    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    func run() -> Int32 {
        do throws(Problem) {
            let changes = try changes()
            if check {
                for change in changes { io.stdout.write("\(shown(change.path)) is out of date\n") }
                if !changes.isEmpty { io.error("\(changes.count) generated file(s) out of date: \(Self.hint)") }
                return changes.isEmpty ? 0 : 1
            }
            try makePagesFolder()
            for change in changes { try apply(change) }
            return 0
        } catch {
            io.error(error.description)
            return 2
        }
    }

    /// What differs from the generated docs: the README, pages that are missing or stale, and
    /// `.md` files in the pages' folder that are no rule's page.
    func changes() throws(Problem) -> [Change] {
        guard let current = try read("README.md") else {
            throw Problem(description: "\(shown("README.md")): no such file")
        }
        guard let readme = GeneratedDocs.readme(updating: String(decoding: current, as: UTF8.self)) else {
            throw Problem(description: "\(shown("README.md")): no generated section (a line \(GeneratedDocs.readmeBegin.dropLast()) "
                + "and, after it, \(GeneratedDocs.readmeEnd))")
        }
        var wanted = [("README.md", readme)]
        wanted += RuleRegistry.descriptions.map { (GeneratedDocs.pagePath(of: $0), GeneratedDocs.page(of: $0)) }
        wanted.append((GeneratedDocs.defaultConfigurationPath, GeneratedDocs.defaultConfiguration))
        var changes: [Change] = []
        for (path, text) in wanted where try read(path) != Array(text.utf8) {
            changes.append(.write(path, Array(text.utf8)))
        }
        let pages = Set(wanted.map(\.0))
        let existing = FolderNames.of(absolute(GeneratedDocs.pagesFolder)) ?? []
        for name in existing where name.hasSuffix(".md") && !pages.contains("\(GeneratedDocs.pagesFolder)/\(name)") {
            changes.append(.remove("\(GeneratedDocs.pagesFolder)/\(name)"))
        }
        return changes
    }

    func apply(_ change: Change) throws(Problem) {
        switch change {
        case let .write(path, bytes):
            do {
                try AtomicFileWriter.write(bytes, to: absolute(path))
            } catch {
                throw Problem(description: "\(shown(path)): \(error.description)")
            }
            io.stdout.write("wrote \(shown(path))\n")
        case let .remove(path):
            guard unlink(absolute(path)) == 0 else {
                throw Problem(description: "\(shown(path)): cannot remove the file")
            }
            io.stdout.write("removed \(shown(path))\n")
        }
    }

    /// `docs/rules` and its parents, when missing.
    func makePagesFolder() throws(Problem) {
        var path = ""
        for component in GeneratedDocs.pagesFolder.split(separator: "/") {
            path += path.isEmpty ? String(component) : "/" + component
            guard !WorkingFolder.isFolder(absolute(path)) else { continue }
            guard mkdir(absolute(path), 0o755) == 0 else {
                throw Problem(description: "\(shown(path)): cannot create the folder")
            }
        }
    }

    /// The file's bytes, or nil when there is no such file.
    func read(_ path: String) throws(Problem) -> [UInt8]? {
        let file = absolute(path)
        guard access(file, F_OK) == 0 else { return nil }
        do {
            return try SourceReader.read(file, shownAs: shown(path))
        } catch {
            throw Problem(description: error.description)
        }
    }

    func absolute(_ path: String) -> String {
        WorkingFolder.absolute(folder + "/" + path, in: io.workingFolder ?? WorkingFolder.current)
    }

    /// The path as the user names it: under the folder they gave.
    func shown(_ path: String) -> String {
        folder == "." ? path : (folder.hasSuffix("/") ? folder : folder + "/") + path
    }
}
