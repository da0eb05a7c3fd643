/// The version printed by `--version` and written into SARIF.
public enum ToolVersion {
    public static let current = "0.1.0"
}
