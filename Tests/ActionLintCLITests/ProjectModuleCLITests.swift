import ActionLintTestSupport
import XCTest

/// A file's module beyond one package's folder (issue 47): the public types of a local package
/// its package depends on by path, and the files of its Xcode target, read when the view is
/// linted alone. Each fix type-checks with the files it names, in Swift 5 and 6.
final class ProjectModuleCLITests: FolderTestCase {
    static let pantryView = "Packages/Feature/Sources/Feature/PantryView.swift"
    static let ingredient = "Packages/Models/Sources/Models/Ingredient.swift"

    func diff(_ path: String) throws -> String {
        let run = try folder.runner().run(["--no-config", "--diff", path])
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        return run.stdout
    }

    /// Why the file's finding has no fix (its JSON report).
    func noFixReason(_ path: String) throws -> String {
        try folder.runner().run(["--no-config", "--reporter", "json", path]).stdout
    }

    // MARK: - Local packages

    func testAViewOfAFeaturePackageReadsThePublicTypesOfTheModelsPackage() throws {
        try folder.copyFixture(ProjectLayouts.localPackages)
        XCTAssertTrue(try diff(Self.pantryView).contains("+    func useOne(_ item: Ingredient) {"))
        let fixed = try folder.runner().run(["--no-config", "--fix", Self.pantryView])
        XCTAssertEqual(fixed.status, 0, fixed.stdout + fixed.stderr)
        let view = try folder.read(Self.pantryView)
        XCTAssertTrue(view.contains("Button(\"Use One\") { useOne(item) }"), view)
        let models = ["Pantry.swift", "Ingredient.swift"].map { ProjectLayouts.source(ProjectLayouts.localPackages, "Packages/Models/Sources/Models/" + $0) }
        SwiftUITypeCheck.assertTypeChecks([SwiftUITypeCheck.Source(name: "PantryView.swift", text: view)], importing: ("Models", models))
    }

    /// `dependencies: ["Models"]`: a name no target of the package has is the product of a package it depends on.
    func testAProductNamedByItsNameAloneIsRead() throws {
        try folder.copyFixture(ProjectLayouts.localPackages)
        let manifest = try folder.read("Packages/Feature/Package.swift")
        _ = try folder.write("Packages/Feature/Package.swift", manifest.replacingOccurrences(of: ".product(name: \"Models\", package: \"Models\")", with: "\"Models\""))
        XCTAssertTrue(try diff(Self.pantryView).contains("+    func useOne(_ item: Ingredient) {"))
    }

    func testAnInternalTypeOfTheOtherPackageIsNotNamed() throws {
        try folder.copyFixture(ProjectLayouts.localPackages)
        let ingredient = try folder.read(Self.ingredient)
        _ = try folder.write(Self.ingredient, ingredient.replacingOccurrences(of: "public struct Ingredient", with: "struct Ingredient"))
        XCTAssertTrue(try noFixReason(Self.pantryView).contains("`Ingredient` is internal to the module Models"))
    }

    func testAFileThatDoesNotImportTheModuleDoesNotSeeIt() throws {
        try folder.copyFixture(ProjectLayouts.localPackages)
        let view = try folder.read(Self.pantryView)
        _ = try folder.write(Self.pantryView, view.replacingOccurrences(of: "import Models\n", with: ""))
        XCTAssertTrue(try noFixReason(Self.pantryView).contains("`Pantry` is declared in no file of this module"))
    }

    /// A package the manifest does not depend on is not read, though it sits beside it.
    func testAPackageNotDependedOnIsNotRead() throws {
        try folder.copyFixture(ProjectLayouts.localPackages)
        let manifest = try folder.read("Packages/Feature/Package.swift")
        _ = try folder.write("Packages/Feature/Package.swift", manifest.replacingOccurrences(of: "        .package(path: \"../Models\"),\n", with: ""))
        XCTAssertTrue(try noFixReason(Self.pantryView).contains("`Pantry` is declared in no file of this module"))
    }

    static let shoppingView = "Packages/Feature/Sources/Feature/ShoppingView.swift"
    static let ingredientRow = "Packages/Models/Sources/Models/IngredientRow.swift"

    /// `IngredientRow`, a view of the Models package whose own `init` takes the row's action.
    static func ingredientRow(access: String) -> String {
        """
        import SwiftUI

        public struct IngredientRow: View {
            let ingredient: Ingredient
            let onUse: (Ingredient) -> Void

            \(access)init(ingredient: Ingredient, onUse: @escaping (Ingredient) -> Void) {
                self.ingredient = ingredient
                self.onUse = onUse
            }

            public var body: some View {
                Button(ingredient.name) { onUse(ingredient) }
            }
        }

        """
    }

    static let shopping = """
    import Models
    import SwiftUI

    struct ShoppingView: View {
        @ObservedObject var pantry: Pantry
        @State private var showsAll = false

        var body: some View {
            List(pantry.items) { item in
                if showsAll {
                    IngredientRow(ingredient: item, onUse: { used in
                        pantry.useOne(of: used)
                        pantry.save()
                    })
                } else if item.quantity > 0 {
                    IngredientRow(ingredient: item, onUse: { used in
                        pantry.useOne(of: used)
                        pantry.save()
                    })
                }
            }
        }
    }

    """

    /// The closure's parameter is typed by the public `init` of the other package's view.
    func testAClosureTypedByThePublicInitOfTheOtherPackagesView() throws {
        try folder.copyFixture(ProjectLayouts.localPackages)
        let row = try folder.write(Self.ingredientRow, Self.ingredientRow(access: "public "))
        _ = try folder.write(Self.shoppingView, Self.shopping)
        let fixed = try folder.runner().run(["--no-config", "--fix", Self.shoppingView])
        XCTAssertEqual(fixed.status, 0, fixed.stdout + fixed.stderr)
        let view = try folder.read(Self.shoppingView)
        XCTAssertTrue(view.contains("func useOne(of used: Ingredient) {\n        pantry.useOne(of: used)"), view)
        XCTAssertTrue(view.contains("IngredientRow(ingredient: item, onUse: { used in useOne(of: used) })"), view)
        let models = ["Pantry.swift", "Ingredient.swift"].map { ProjectLayouts.source(ProjectLayouts.localPackages, "Packages/Models/Sources/Models/" + $0) }
            + [SwiftUITypeCheck.Source(name: "IngredientRow.swift", text: try String(contentsOfFile: row, encoding: .utf8))]
        SwiftUITypeCheck.assertTypeChecks([SwiftUITypeCheck.Source(name: "ShoppingView.swift", text: view)], importing: ("Models", models))
    }

    /// An `init` internal to the other package is none the file may call: it gives no type.
    func testAnInternalInitOfTheOtherPackagesViewGivesNoType() throws {
        try folder.copyFixture(ProjectLayouts.localPackages)
        _ = try folder.write(Self.ingredientRow, Self.ingredientRow(access: ""))
        _ = try folder.write(Self.shoppingView, Self.shopping)
        XCTAssertTrue(try noFixReason(Self.shoppingView).contains("`IngredientRow.init` is internal to the module Models"))
    }

    // MARK: - Xcode projects

    func testAViewOfAnXcodeTargetReadsTheTargetsOtherFolders() throws {
        try assertFixedAlone(ProjectLayouts.xcodeGroups, view: "Habits/Views/HabitList.swift", linting: "Habits/Views",
                             method: "func done(_ habit: Habit) {", call: "Button(\"Done\") { done(habit) }",
                             models: ["Habits/Models/Habit.swift", "Habits/Models/HabitStore.swift"])
    }

    func testAViewOfASynchronizedFolderReadsTheFolderOfItsTarget() throws {
        try assertFixedAlone(ProjectLayouts.xcodeSynchronized, view: "Journal/Views/EntryList.swift", linting: "Journal/Views/EntryList.swift",
                             method: "func pin(_ entry: Entry) {", call: "Button(\"Pin\") { pin(entry) }",
                             models: ["Journal/Models/Entry.swift", "Journal/Models/EntryStore.swift"])
    }

    /// An app target whose project links the `Models` product of `Packages/Models` (a local
    /// package reference): the view's member names the package's `public` `Ingredient`, and the
    /// fixed view type-checks importing that module.
    func testAViewOfAnXcodeTargetReadsTheLocalPackagesItLinks() throws {
        let screen = "Pantry/PantryScreen.swift"
        try folder.copyFixture(ProjectLayouts.xcodeLocalPackage)
        XCTAssertTrue(try diff(screen).contains("+    func useOne(_ item: Ingredient) {"))
        _ = try folder.runner().run(["--no-config", "--fix", screen])
        let fixed = try folder.read(screen)
        XCTAssertTrue(fixed.contains("Button(\"Use One\") { useOne(item) }"), fixed)
        let models = ["Pantry.swift", "Ingredient.swift"].map {
            ProjectLayouts.source(ProjectLayouts.xcodeLocalPackage, "Packages/Models/Sources/Models/" + $0)
        }
        SwiftUITypeCheck.assertTypeChecks([SwiftUITypeCheck.Source(name: "PantryScreen.swift", text: fixed)], importing: ("Models", models))
    }

    /// The same project without the product in the target's `packageProductDependencies`: the
    /// package sits beside it but is not linked, so its types are not named.
    func testALocalPackageTheTargetDoesNotLinkIsNotRead() throws {
        try folder.copyFixture(ProjectLayouts.xcodeLocalPackage)
        let project = try folder.read("Pantry.xcodeproj/project.pbxproj")
        _ = try folder.write("Pantry.xcodeproj/project.pbxproj", project.replacingOccurrences(
            of: "\t\t\t\t5A10C0012E6F3A1000B1C0C1 /* Models */,\n", with: ""))
        XCTAssertTrue(try noFixReason("Pantry/PantryScreen.swift").contains("`Pantry` is declared in no file of this module"))
    }

    /// The older way to add a local package: its folder dragged into the project (a folder
    /// reference) and the target's product dependency naming no package. Xcode finds the
    /// package among the project's folders, and so does the module: the fix names `Ingredient`.
    func testALocalPackageAddedAsAFolderIsFoundByItsProduct() throws {
        try folder.copyFixture(ProjectLayouts.xcodeLocalPackage)
        let path = "Pantry.xcodeproj/project.pbxproj"
        let project = try folder.read(path)
            .replacingOccurrences(of: "\t\t\tpackage = 5A10C0012E6F3A1000B1C0C0 /* XCLocalSwiftPackageReference \"Packages/Models\" */;\n",
                                  with: "")
            .replacingOccurrences(of: "\t\t\t\t5A10C0012E6F3A1000B1C0A3 /* Pantry */,\n",
                                  with: "\t\t\t\t5A10C0012E6F3A1000B1C0A3 /* Pantry */,\n\t\t\t\t5A10C0012E6F3A1000B1C0D0 /* Models */,\n")
            .replacingOccurrences(of: "/* End PBXFileReference section */", with: """
            \t\t5A10C0012E6F3A1000B1C0D0 /* Models */ = {isa = PBXFileReference; lastKnownFileType = wrapper; name = Models; \
            path = Packages/Models; sourceTree = "<group>"; };
            /* End PBXFileReference section */
            """)
        XCTAssertFalse(project.contains("package = 5A10C0012E6F3A1000B1C0C0"))
        _ = try folder.write(path, project)
        XCTAssertTrue(try diff("Pantry/PantryScreen.swift").contains("+    func useOne(_ item: Ingredient) {"))
    }

    /// Lints `linting` alone: `--diff` shows the method, `--fix` writes the call, and the fixed
    /// view type-checks with the target's `models` as one module.
    func assertFixedAlone(_ layout: String, view: String, linting: String, method: String, call: String, models: [String],
                          file: StaticString = #filePath, line: UInt = #line) throws {
        try folder.copyFixture(layout)
        XCTAssertTrue(try diff(linting).contains("+    " + method), file: file, line: line)
        _ = try folder.runner().run(["--no-config", "--fix", linting])
        let fixed = try folder.read(view)
        XCTAssertTrue(fixed.contains(call), fixed, file: file, line: line)
        SwiftUITypeCheck.assertTypeChecksAsOneModule([SwiftUITypeCheck.Source(name: URL(fileURLWithPath: view).lastPathComponent, text: fixed)]
            + models.map { ProjectLayouts.source(layout, $0) }, file: file, line: line)
    }

    /// A file on disk beside the target's files that the project does not build in the target.
    func testAFileOutsideTheTargetIsNotRead() throws {
        try folder.copyFixture(ProjectLayouts.xcodeGroups)
        let project = try folder.read("Habits.xcodeproj/project.pbxproj")
        let storeInSources = "\t\t\t\t1D4E7A302C1F0B5000A1C3EA /* HabitStore.swift in Sources */,\n"
        XCTAssertTrue(project.contains(storeInSources))
        _ = try folder.write("Habits.xcodeproj/project.pbxproj", project.replacingOccurrences(of: storeInSources, with: ""))
        XCTAssertTrue(try noFixReason("Habits/Views").contains("`HabitStore` is declared in no file of this module"))

        try folder.copyFixture(ProjectLayouts.xcodeSynchronized)
        let synchronized = try folder.read("Journal.xcodeproj/project.pbxproj")
        _ = try folder.write("Journal.xcodeproj/project.pbxproj", synchronized.replacingOccurrences(of: "\t\t\t\tInfo.plist,\n", with: "\t\t\t\tInfo.plist,\n\t\t\t\tModels/EntryStore.swift,\n"))
        XCTAssertTrue(try noFixReason("Journal/Views").contains("`EntryStore` is declared in no file of this module"))
    }

    /// The widget's files are another module: the app's store is not theirs, the model the
    /// project shares with the widget is.
    func testAFileOfAnotherTargetSeesOnlyItsOwnTargetsFiles() throws {
        for (layout, widget, shared, store) in [
            (ProjectLayouts.xcodeGroups, "HabitsWidget/StreakBadge.swift", (type: "Habit", items: "reminders", element: "Reminder"),
             (type: "HabitStore", items: "habits", action: "markDone")),
            (ProjectLayouts.xcodeSynchronized, "JournalWidget/EntryCard.swift", (type: "Entry", items: "tags", element: "Tag"),
             (type: "EntryStore", items: "entries", action: "togglePin")),
        ] {
            let folder = try TemporaryFolder(self)
            try folder.copyFixture(layout)
            let item = "item"
            let repeated = { (items: String, action: String) in """
                        ForEach(\(items)) { \(item) in
                            Button("Open") {
                                \(action)(\(item))
                                print(\(item).id)
                            }
                            .contextMenu {
                                Button("Open") {
                                    \(action)(\(item))
                                    print(\(item).id)
                                }
                            }
                        }
                """ }
            // The app's store, as a widget file would not be built with it.
            _ = try folder.write(widget, """
            import SwiftUI

            struct Favorites: View {
                @ObservedObject var store: \(store.type)

                var body: some View {
            \(repeated("store." + store.items, "store." + store.action))
                }
            }

            """)
            let json = try folder.runner().run(["--no-config", "--reporter", "json", widget]).stdout
            XCTAssertTrue(json.contains("`\(store.type)` is declared in no file of this module"), json)
            // The model the widget is built with: the type of its list's elements is declared there.
            _ = try folder.write(widget, """
            import SwiftUI

            struct Details: View {
                let model: \(shared.type)
                let open: (\(shared.element)) -> Void

                var body: some View {
            \(repeated("model." + shared.items, "open"))
                }
            }

            """)
            let diff = try folder.runner().run(["--no-config", "--diff", widget]).stdout
            XCTAssertTrue(diff.contains("(_ item: \(shared.element)) {"), diff)
        }
    }

    /// A project file that cannot be read is passed over: the module is the files linted together.
    func testAnUnreadableProjectFallsBackToTheFilesLintedTogether() throws {
        try folder.copyFixture(ProjectLayouts.xcodeGroups)
        let project = try folder.read("Habits.xcodeproj/project.pbxproj")
        _ = try folder.write("Habits.xcodeproj/project.pbxproj", String(project.prefix(project.count / 2)))
        XCTAssertTrue(try noFixReason("Habits/Views").contains("`HabitStore` is declared in no file of this module"))
        let together = try folder.runner().run(["--no-config", "--diff", "Habits"])
        XCTAssertEqual(together.status, 1, together.stderr)
        XCTAssertTrue(together.stdout.contains("+    func done(_ habit: Habit) {"), together.stdout)
    }
}
