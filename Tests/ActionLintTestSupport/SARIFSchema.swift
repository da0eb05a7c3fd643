import ActionLintCore
import Foundation

/// The official SARIF 2.1.0 schema, copied into Tests/Fixtures so that validation needs no
/// network; shared by the reporter's own tests and the command-line tests.
public enum SARIFSchema {
    /// `Tests/Fixtures/sarif-schema-2.1.0.json`, found from this file's location.
    public static let fixture: URL = TestPaths.fixture("sarif-schema-2.1.0.json")

    public static func validator() throws -> JSONSchemaValidator {
        JSONSchemaValidator(schema: try TestJSONParser.parse(try String(contentsOf: fixture, encoding: .utf8)))
    }
}
