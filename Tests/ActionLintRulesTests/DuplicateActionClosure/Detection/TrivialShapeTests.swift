import ActionLintCore
import XCTest

/// Triviality by shape: a body that is one call with plain arguments, or one assignment of a
/// plain value, is not worth a method whatever its token count; a body that does more is.
final class TrivialShapeTests: XCTestCase {
    /// Two buttons of one view with the same body.
    static func view(_ body: String) -> String {
        """
        struct GalleryView: View {
            @Environment(\\.dismiss) private var dismiss
            @State private var store = GalleryStore()
            @State private var isPresented = false
            @State private var count = 0

            var body: some View {
                VStack {
                    Button("Reload") ↓{
                        \(body)
                    }
                    Text("Pull to reload")
                        .onTapGesture ↓{
                            \(body)
                        }
                }
            }
        }
        """
    }

    static let trivial = [
        "store.send(.fetchGalleries())",
        "context.send(viewAction: .startScan)",
        "router.route(to: .createBackup(viewModel))",
        "downloadManager.download(task: task)",
        "viewModel.refresh(filter: filter)",
        "appState.showSheet(ofType: .update)",
        "store.send(.popToRoot, animation: .default)",
        "await model.reload(priority: .high, reason: \"tap\")",
        "try? store.save(to: \\.archive, limit: 20)",
        "model.items.first?.select(using: self.selection)",
        "handler?(nil)",
        "isPresented = false",
        "UIPasteboard.general.string = account.email",
        "editingTitle = .init(value: group.title)",
        "locked = UserDefaults.standard.bool(forKey: \"History.lockHistoryTab\")",
        "count += 1",
        "isPresented = !isPresented",
        "model.selection = []",
        "_ = try? store.reloadAll(force: true)",
    ]

    static let worthAMethod = [
        // Several statements: a state change plus a call.
        "isPresented = false; store.send(.fetchGalleries())",
        "model.reset()\n dismiss()",
        // Control flow.
        "if store.canReload { store.send(.fetchGalleries()) }",
        "guard store.canReload else { return }; store.reload()",
        "switch store.mode { case .grid: store.reloadGrid() default: store.reloadList() }",
        // A call wrapped in withAnimation, Task or Task.detached.
        "withAnimation(.easeInOut) { store.toggleLayout() }",
        "Task { await store.reload() }",
        "Task.detached(priority: .background) { await store.reload() }",
        "DispatchQueue.main.async { store.reload() }",
        // A computed value.
        "height = geometry.size.height + Self.spacing",
        "store.open(url ?? fallbackURL, animated: true)",
        "store.show(selected ? .grid : .list, animated: true)",
        // An argument that is a closure.
        "store.reload(completion: { isPresented = false })",
    ]

    func testOneCallOrAssignmentOfPlainValuesIsTrivial() {
        for body in Self.trivial {
            let code = DuplicateFindings.expectedGroup(Self.view(body)).code
            XCTAssertEqual(DuplicateFindings.of(code).map(\.message), [], body)
        }
    }

    func testBodiesThatDoMoreAreReported() {
        for body in Self.worthAMethod {
            GroupAssertion.assertOneGroup(Self.view(body))
        }
    }

    func testReportTrivialReportsTrivialShapes() {
        // Some of the shapes are also shorter than minTokens: with it at 1, only the shape decides.
        for body in Self.trivial {
            let configuration = Configuration.thresholds(minTokens: 1, reportTrivial: true)
            XCTAssertEqual(DuplicateFindings.sites(of: DuplicateFindings.expectedGroup(Self.view(body)).code, configuration: configuration),
                           [DuplicateFindings.expectedGroup(Self.view(body)).sites], body)
        }
    }

    func testReportTrivialKeepsTheThresholds() {
        // `dismiss()` is below minTokens: reporting trivial shapes does not lift the thresholds.
        let code = DuplicateFindings.expectedGroup(Self.view("dismiss()")).code
        XCTAssertEqual(DuplicateFindings.of(code, configuration: .thresholds(reportTrivial: true)).count, 0)
    }

    func testAGuardPrefixPairWithATrivialRestIsNotReported() {
        GroupAssertion.assertNoFinding("""
        struct UploadView: View {
            @State private var router = Router()
            @State private var isUploading = false

            var body: some View {
                VStack {
                    Button("Upload subtitle") {
                        guard !isUploading else { return }
                        router.route(to: .uploadSubtitle(language: .english))
                    }
                    Button("Upload") {
                        router.route(to: .uploadSubtitle(language: .english))
                    }
                    .disabled(isUploading)
                }
            }
        }
        """)
    }
}
