/// The words the namer looks through or never uses: wrappers and dispatchers say how an action
/// runs, not what it does, and a member named like a `View` modifier or protocol member would
/// read as one (or shadow it).
enum NamingVocabulary {
    /// Calls that run a closure later, animated or elsewhere: the action is inside.
    static let wrappers: Set<String> = [
        "withAnimation", "withTransaction", "Task", "detached", "run", "async", "asyncAfter", "sync",
        "performAndWait", "schedule", "withCheckedContinuation", "withThrowingTaskGroup", "withTaskGroup", "forEach",
    ]

    /// Calls that pass an action on: its argument (`.fetchGalleries()`) names it.
    static let dispatchers: Set<String> = [
        "send", "route", "perform", "dispatch", "handle", "callAsFunction", "trigger", "emit", "post", "execute",
        "process", "fire", "invoke", "apply", "navigate", "push", "present", "show", "sendAction", "sendEvent",
    ]

    /// Dispatchers that show a screen: `router.route(to: .uploadSubtitle)` → `showUploadSubtitle`.
    static let navigators: Set<String> = ["route", "navigate", "push", "present", "show"]

    /// Names a member must not take, nor a call lend: `View` modifiers, protocol members, and
    /// calls that only compute, log or check.
    static let neverNames: Set<String> = [
        // Protocol members and type words.
        "body", "id", "hash", "hashValue", "description", "debugDescription", "makeBody", "makeCoordinator",
        "makeUIView", "updateUIView", "makeNSView", "updateNSView", "encode", "init", "callAsFunction", "self",
        // View modifiers.
        "hidden", "opacity", "padding", "disabled", "frame", "foregroundColor", "foregroundStyle", "background",
        "overlay", "offset", "position", "scaleEffect", "rotationEffect", "rotation3DEffect", "blur", "shadow",
        "cornerRadius", "clipShape", "clipped", "font", "fontWeight", "bold", "italic", "tint", "accentColor",
        "animation", "transition", "zIndex", "tag", "environment", "environmentObject", "onAppear", "onDisappear",
        "onChange", "onReceive", "task", "sheet", "alert", "popover", "toolbar", "navigationTitle", "buttonStyle",
        "labelStyle", "contentShape", "gesture", "allowsHitTesting", "accessibilityLabel", "accessibilityAction",
        "focused", "keyboardShortcut", "help", "badge", "refreshable", "searchable", "onTapGesture",
        "onLongPressGesture", "onSubmit", "fixedSize", "layoutPriority", "mask", "border", "lineLimit",
        "resizable", "aspectRatio", "scaledToFit", "scaledToFill", "ignoresSafeArea", "contextMenu",
        "swipeActions", "confirmationDialog", "fullScreenCover", "transaction", "matchedGeometryEffect",
        "navigationDestination", "presentationDetents", "listRowBackground", "onHover", "onDrop", "onDrag",
        "redacted", "textCase", "imageScale", "controlSize", "submitLabel", "safeAreaInset",
        // Computing, logging, checking.
        "print", "debugPrint", "dump", "assert", "assertionFailure", "precondition", "preconditionFailure",
        "fatalError", "log", "debug", "info", "notice", "warning", "error", "fault", "trace",
        "get", "bool", "string", "integer", "double", "float", "object", "value", "data", "url", "first", "last",
        "min", "max", "map", "compactMap", "flatMap", "filter", "reduce", "contains", "sorted", "count",
        "main", "shared", "default", "if", "guard",
        // The C library's process calls, which a member of that name would hide in the type.
        "exit", "kill", "raise", "signal", "abort",
        // Scheduling: when the action runs, not what it does.
        "sleep", "usleep", "yield", "checkCancellation",
        // Reading a collection or a value.
        "enumerated", "indices", "reversed", "joined", "formatted", "firstIndex", "lastIndex", "allSatisfy",
    ]

    /// Names SwiftUI already gives a view: the `EnvironmentValues` a view reads (`@Environment(\.dismiss)
    /// var dismiss`) and the `View` members that `neverNames` does not list, as the project's
    /// SwiftUI interface stub declares them (a test keeps this list and the stub together). A
    /// member named `dismiss()` or `refresh()` reads as SwiftUI's and clashes with its property.
    static let swiftUINames: Set<String> = [
        // EnvironmentValues.
        "dismiss", "openURL", "refresh", "colorScheme", "isEnabled", "editMode", "scenePhase", "locale",
        // View members.
        "commands", "dropDestination", "listStyle", "onKeyPress", "onOpenURL", "onScrollVisibilityChange",
        "simultaneousGesture",
    ]

    /// Verbs of a call that announces a change rather than making one (`broadcastStateUpdate()`,
    /// `notifyObservers()`): it accompanies the change.
    static let announcementVerbs: Set<String> = ["broadcast", "notify", "announce"]

    /// Verbs that say an action starts or is done, not which: `startContentLoad` loads content.
    static let aspectVerbs: Set<String> = ["perform", "do", "start", "begin", "trigger"]
    /// Of those, the ones that say nothing else: `performPurchase` purchases (`startTimer` starts).
    static let emptyVerbs: Set<String> = ["perform", "do"]

    /// Words that name no effect: `setAction(_:)`, `setValue(_:)` say only that something is set.
    static let emptyWords: Set<String> = [
        "action", "value", "data", "object", "thing", "param", "parameter", "argument",
    ]

    /// Verbs of a deletion: the effect that matters most, before a selection cleared or a flag set
    /// beside it (`notes.remove(at: index); selection = nil` → `removeNote`, not `clearSelection`).
    static let deletionVerbs: Set<String> = ["delete", "remove", "erase", "trash", "destroy", "discard", "purge"]

    /// Trailing words of a callback named for an event (`onDeleteWidgetTap`): without them the
    /// words may say the action (`delete widget`).
    static let eventEndings: Set<String> = ["tap", "tapped", "click", "clicked", "press", "pressed"]

    /// Names of a copied value that say what kind of value it is, not what it is
    /// (`item.url.absoluteString`: the URL is copied).
    static let spellingProperties: Set<String> = [
        "absoluteString", "string", "text", "description", "rawValue", "uuidString", "wrappedValue", "self",
    ]

    /// The first words of calls a body exists for: `try? await Task.sleep(…); withAnimation { … };
    /// requestReview()` is named after the request, wherever in the body it is.
    static let purposeVerbs: Set<String> = [
        "load", "reload", "fetch", "refresh", "save", "request", "submit", "upload", "download", "sync", "import",
        "run",
        "export", "publish", "delete", "restore", "purchase", "authenticate", "login", "sign", "search",
    ]

    /// Words of callbacks named for an event, not an action: `onChange`, `onTapHandler`, `onAppear`.
    static let eventWords: Set<String> = [
        "change", "callback", "handler", "action", "event", "tap", "appear", "disappear",
    ]

    /// Logging and analytics: `logger.debug(…)`, `Analytics.logEvent(…)` accompany an action.
    static let loggingRoots: Set<String> = [
        "logger", "log", "Logger", "Log", "os", "analytics", "Analytics", "Crashlytics", "telemetry", "Telemetry",
    ]
    /// `logEvent`, `logError`: a call whose first word is one of these logs (`logIn`, `logOut` do not).
    static let loggingVerbs: Set<String> = ["log"]

    /// Words that only make a Bool read as one: `isExpanded` is the state `expanded`.
    static let boolPrefixes: Set<String> = ["is", "are", "should"]

    /// A Bool state's last word and the verbs that set it true or false: `isEditorPresented = true`
    /// → `presentEditor`, `isExpanded = false` → `collapse`, `rows[i].isChecked = true` in a loop
    /// over `rows` → `checkAllRows`.
    static let boolStates: [String: (on: [String], off: [String])] = [
        "presented": (["present"], ["dismiss"]), "shown": (["show"], ["hide"]), "visible": (["show"], ["hide"]),
        "displayed": (["show"], ["hide"]), "hidden": (["hide"], ["show"]), "expanded": (["expand"], ["collapse"]),
        "collapsed": (["collapse"], ["expand"]), "checked": (["check"], ["uncheck"]),
        "selected": (["select"], ["deselect"]), "enabled": (["enable"], ["disable"]),
        "disabled": (["disable"], ["enable"]), "muted": (["mute"], ["unmute"]), "locked": (["lock"], ["unlock"]),
        "pinned": (["pin"], ["unpin"]), "favorite": (["favorite"], ["unfavorite"]),
        "favorited": (["favorite"], ["unfavorite"]), "archived": (["archive"], ["unarchive"]),
        "starred": (["star"], ["unstar"]), "bookmarked": (["bookmark"], ["unbookmark"]),
        "playing": (["play"], ["pause"]), "paused": (["pause"], ["resume"]),
        "editing": (["start", "editing"], ["end", "editing"]), "editable": (["start", "editing"], ["end", "editing"]),
        "open": (["open"], ["close"]),
        "opened": (["open"], ["close"]), "closed": (["close"], ["open"]), "active": (["activate"], ["deactivate"]),
    ]

    /// A Bool state's first word (after `is`) that says what is shown: `showSheet = true` →
    /// `showSheet`, `isPresentingEditor = false` → `dismissEditor`.
    static let boolLeadingStates: [String: (on: [String], off: [String])] = [
        "show": (["show"], ["hide"]), "shows": (["show"], ["hide"]), "showing": (["show"], ["hide"]),
        "display": (["show"], ["hide"]), "displays": (["show"], ["hide"]), "displaying": (["show"], ["hide"]),
        "presenting": (["present"], ["dismiss"]), "editing": (["start", "editing"], ["end", "editing"]),
    ]

    /// Collection mutations and the verb of the state change they make (`entries.append(entry)`
    /// → `addEntry`; `removeAll()` clears).
    static let collectionMutations: [String: String] = [
        "append": "add", "insert": "add", "formUnion": "add", "remove": "remove", "removeAll": "clear",
        "removeFirst": "remove", "removeLast": "remove", "removeValue": "remove", "removeSubrange": "remove",
        "popLast": "remove",
    ]

    /// Verbs that undo each other: a body calling one or the other toggles (`un…` pairs aside).
    static let oppositeVerbs: [(String, String)] = [
        ("add", "remove"), ("create", "delete"), ("insert", "remove"), ("show", "hide"), ("start", "stop"),
        ("play", "pause"), ("enable", "disable"), ("expand", "collapse"), ("open", "close"), ("lock", "unlock"),
        ("select", "deselect"), ("connect", "disconnect"), ("activate", "deactivate"), ("save", "delete"),
    ]

    /// The last words of a call's name that want its object after them: `scrollTo(end)` →
    /// `scrollToEnd`, `navigateTo(item)`. (`in`, `on`, `up`, `out` end a verb: `logIn`, `turnOn`.)
    static let objectPrepositions: Set<String> = ["to", "for", "with", "from", "into", "at", "by", "of"]

    /// Tails an Objective-C method's name has in Swift for its error or completion parameter:
    /// `executeAndReturnError`, `loadWithCompletionHandler`.
    static let objectiveCTails: [[String]] = [
        ["and", "return", "error"], ["with", "completion", "handler"], ["with", "completion"], ["with", "error"],
        ["with", "handler"],
    ]

    /// Argument labels that name only the kind of value passed (`URL(string:)`, `Decimal(string:)`).
    static let kindLabels: Set<String> = ["string", "value", "data", "number"]

    /// Argument labels that say how a value is passed, not what it is: `changeSelection(to: false)`
    /// names its parameter after the call's object, `selection`.
    static let weakLabels: Set<String> = [
        "to", "for", "with", "at", "in", "on", "from", "by", "of", "as", "into", "using", "via", "after", "before",
        "until",
    ]

    /// The last words of receivers that are objects with calls of their own, not collections:
    /// `model.remove(item)`, `cartStore.insert(item)` are the model's and the store's actions.
    static let objectWords: Set<String> = [
        "model", "store", "manager", "service", "controller", "coordinator", "router", "client", "api", "database",
        "db", "context", "session", "repository", "provider", "engine", "player", "center", "helper",
    ]

    /// Receivers that are no collection of the view: `SettingsStore.shared.remove(key:)` is the
    /// store's own call.
    static let receiverWords: Set<String> = ["shared", "default", "standard", "current", "main", "instance"]

    /// What a `for` loop's sequence reads of its collection: `rows.enumerated()`, `rows.indices`,
    /// `0..<rows.count` iterate `rows`.
    static let sequenceReads: Set<String> = [
        "enumerated", "indices", "reversed", "sorted", "filter", "prefix", "suffix", "dropFirst", "dropLast", "lazy",
        "count", "keys", "values", "compactMap", "map",
    ]

    /// Namespaces of generated or looked-up localised strings: `L10n.settingsGeneralTranslate`
    /// is a key, not an action.
    static func isLocalisation(root: String) -> Bool {
        localisationRoots.contains(root) || contains(root, "ocaliz")
    }

    static let localisationRoots: Set<String> = ["L10n", "L", "Strings", "LocalString", "Loc", "R"]

    /// Haptic feedback accompanies an action, it is not the action: calls on these types
    /// (`WKInterfaceDevice.current().play(.click)`, `UIImpactFeedbackGenerator(style: .light)
    /// .impactOccurred()`) and the generators' feedback methods name nothing.
    static let feedbackRoots: Set<String> = [
        "WKInterfaceDevice", "UIImpactFeedbackGenerator", "UINotificationFeedbackGenerator",
        "UISelectionFeedbackGenerator",
    ]
    static let feedbackCalls: Set<String> = ["impactOccurred", "notificationOccurred", "selectionChanged"]
    /// A call or its receiver with one of these words plays feedback (`runHapticFeedback()`,
    /// `HapticsHelper.triggerSubscribedHaptic()`).
    static let feedbackWords: Set<String> = ["haptic", "haptics"]
    /// A receiver with one of these words records what happened (`searchAnalyticsHelper.trackResultTapped(…)`).
    static let loggingWords: Set<String> = ["analytics", "telemetry"]

    /// Whether ASCII `part` occurs in `text`, byte by byte (`String.contains(_:)` costs thousands
    /// of instructions a call).
    static func contains(_ text: String, _ part: StaticString) -> Bool {
        let needle = UnsafeBufferPointer(start: part.utf8Start, count: part.utf8CodeUnitCount)
        let bytes = Array(text.utf8)
        guard bytes.count >= needle.count else { return false }
        for start in 0...(bytes.count - needle.count)
        where bytes[start..<(start + needle.count)].elementsEqual(needle) { return true }
        return false
    }

    /// Small numbers spelled, for a name that would start with a digit (`"2-Step Verification"`).
    static let spelledNumbers = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
    ]
}
