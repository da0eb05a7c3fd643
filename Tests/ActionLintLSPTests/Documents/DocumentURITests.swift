import XCTest
@testable import ActionLintLSP

final class DocumentURITests: XCTestCase {
    func testFileURIsBecomePathsAndBack() {
        XCTAssertEqual(DocumentURI.path(of: "file:///Users/me/My%20App/Caf%C3%A9View.swift"), "/Users/me/My App/CaféView.swift")
        XCTAssertEqual(DocumentURI.path(of: "file://localhost/tmp/a.swift"), "/tmp/a.swift")
        XCTAssertEqual(DocumentURI.path(of: "FILE:///tmp/a.swift"), "/tmp/a.swift")
        XCTAssertNil(DocumentURI.path(of: "untitled:Untitled-1"))
        XCTAssertNil(DocumentURI.path(of: "file://server/share/a.swift"))
        for path in ["/tmp/a b/c#d?.swift", "/Users/me/CaféView.swift", "/x/100%.swift"] {
            XCTAssertEqual(DocumentURI.path(of: DocumentURI.uri(forPath: path)), path)
        }
        XCTAssertEqual(DocumentURI.uri(forPath: "/a b/é"), "file:///a%20b/%C3%A9")
    }
}
