import ActionLintCore
import XCTest

/// More than two sites: one finding, at the second site, naming every site.
final class DuplicateActionClosureGroupTests: XCTestCase {
    static let threeSites = """
    struct EditorView: View {
        @State private var document = Document()

        var body: some View {
            VStack {
                TextEditor(text: $document.text)
                    .onSubmit ↓{
                        document.save()
                        document.close()
                    }
                Button("Save") ↓{
                    document.save()
                    document.close()
                }
                .keyboardShortcut("s")
                Text("Done")
                    .onTapGesture ↓{
                        document.save()
                        document.close()
                    }
            }
        }
    }
    """

    func testThreeSitesMakeOneFindingAtTheSecondSite() throws {
        let finding = try XCTUnwrap(GroupAssertion.assertOneGroup(Self.threeSites))
        XCTAssertEqual(finding.message, """
            The `Button` action repeats 2 other actions (`.onSubmit` at line 7 and `.onTapGesture` at line 17); \
            extract it into a method such as `save()` and pass it to all 3: `.onSubmit`, `Button` and `.onTapGesture`
            """)
        XCTAssertEqual(finding.related.map(\.message), [
            "also here: the `.onSubmit` action",
            "also here: the `.onTapGesture` action",
        ])
    }

    func testTwoGroupsInOneTypeAreTwoFindings() {
        let code = """
        struct EditorView: View {
            @State private var document = Document()

            var body: some View {
                VStack {
                    Button("Save") {
                        document.save()
                        document.close()
                    }
                    Button("Revert") {
                        document.revert()
                        document.close()
                    }
                    Button("Save and close") {
                        document.save()
                        document.close()
                    }
                    Button("Discard") {
                        document.revert()
                        document.close()
                    }
                }
            }
        }
        """
        XCTAssertEqual(DuplicateFindings.sites(of: code), [["14:38", "6:28"], ["18:31", "10:30"]])
    }
}
