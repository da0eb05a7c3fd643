/// Word lists the generator draws names and labels from. They are the nouns of ordinary
/// App Store apps so the corpus reads like real feature code rather than noise.
enum Vocabulary {
    /// Singular and plural entity names. None of them clash with standard library types.
    static let entities: [(singular: String, plural: String)] = [
        ("Recipe", "Recipes"), ("Order", "Orders"), ("Note", "Notes"), ("Contact", "Contacts"),
        ("Trip", "Trips"), ("Invoice", "Invoices"), ("Workout", "Workouts"), ("Book", "Books"),
        ("Playlist", "Playlists"), ("Habit", "Habits"), ("Expense", "Expenses"), ("Project", "Projects"),
        ("Ticket", "Tickets"), ("Meeting", "Meetings"), ("Photo", "Photos"), ("Message", "Messages"),
        ("Plant", "Plants"), ("Course", "Courses"), ("Device", "Devices"), ("Reminder", "Reminders"),
        ("Episode", "Episodes"), ("Account", "Accounts"), ("Budget", "Budgets"), ("Venue", "Venues"),
    ]

    static let screenKinds = [
        "ListView", "EditorView", "DetailView", "SettingsView", "Browser", "DashboardView",
        "PickerView", "SummaryView", "ComposerView", "InspectorView", "FilterSheet", "OverviewScreen",
    ]

    static let prefixes = [
        "", "", "", "Shared", "Recent", "Pinned", "Archived", "Team", "Daily", "Quick", "Smart", "Featured",
    ]

    static let draftNames = ["draftTitle", "newTitle", "title", "name", "draftName", "entryText", "caption"]
    static let flagNames = ["isShowingSheet", "isEditing", "isExpanded", "showsDetails", "isPresentingEditor"]
    static let searchNames = ["searchText", "query", "filterText", "searchQuery"]
    static let bindingNames = ["isPresented", "showsArchived", "selectedTab", "sortAscending"]

    static let symbols = [
        "plus", "trash", "star", "star.fill", "square.and.arrow.up", "pencil", "checkmark.circle",
        "xmark.circle.fill", "arrow.clockwise", "line.3.horizontal.decrease.circle", "heart", "bell",
        "gearshape", "folder", "tag", "calendar", "magnifyingglass", "person.crop.circle",
    ]

    static let actionTitles = [
        "Add", "Save", "Done", "Create", "Apply", "Continue", "Share", "Archive", "Refresh",
        "Duplicate", "Reset", "Sync Now", "Mark as Read", "Export",
    ]

    static let sectionTitles = [
        "Details", "Options", "Notifications", "Appearance", "Advanced", "Sharing", "Schedule",
        "General", "Privacy", "Storage",
    ]

    static let animations = [".snappy", ".easeInOut", ".spring(duration: 0.35)", ".default", ".bouncy"]
    static let sortKeys = ["title", "rating", "createdAt", "isFavorite"]
    static let fonts = [".headline", ".subheadline", ".caption", ".title3", ".footnote", ".body.monospacedDigit()"]
    static let styles = [".secondary", ".tint", ".primary", ".orange", ".blue"]
}
