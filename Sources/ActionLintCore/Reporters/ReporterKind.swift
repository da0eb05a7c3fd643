/// The output formats, named as the `--reporter` flag spells them.
public enum ReporterKind: String, Sendable, Hashable, CaseIterable {
    /// Excerpts with carets and notes, for people at a terminal (the default).
    case human
    /// `path:line:col: warning: message [rule-id]`, which Xcode turns into issues.
    case xcode
    case json
    /// SARIF 2.1.0, for GitHub code scanning and other static-analysis dashboards.
    case sarif
    /// Workflow commands that GitHub Actions shows as annotations on the diff.
    case github
    /// Checkstyle XML, read by Jenkins, GitLab and many review bots.
    case checkstyle

    /// Parses a `--reporter` value. Case is ignored because `--reporter JSON` has one meaning.
    public init?(flagValue: String) {
        self.init(rawValue: flagValue.lowercased())
    }

    /// The accepted values, for usage text and "unknown reporter" errors.
    public static var flagValues: String {
        allCases.map(\.rawValue).joined(separator: ", ")
    }

    public var reporter: any Reporter {
        switch self {
        case .human: return HumanReporter()
        case .xcode: return XcodeReporter()
        case .json: return JSONReporter()
        case .sarif: return SARIFReporter()
        case .github: return GitHubReporter()
        case .checkstyle: return CheckstyleReporter()
        }
    }
}
