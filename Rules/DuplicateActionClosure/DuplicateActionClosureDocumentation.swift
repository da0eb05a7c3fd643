/// The documentation sections of `duplicate-action-closure` (Markdown): `action-lint explain`,
/// its page `docs/rules/duplicate-action-closure.md` and SARIF's rule help are generated from these.
enum DuplicateActionClosureDocumentation {
    static let whatItDoes = """
    Within one view type — its `body`, its other view-building members (`some View` properties and
    functions, `@ViewBuilder`/`@ToolbarContentBuilder` members), extensions in the same file
    included, never across types — two closures passed as **actions** are duplicates when their
    bodies have the same tokens after dropping white space, comments, a `self.` before a member,
    `;`, and parameter lists the body never reads (`.onReceive(p) { _ in reload() }` ≡
    `.onChange(of: x) { _, _ in reload() }` ≡ `.onAppear { reload() }`). A body that equals another
    once a leading `guard … else { return }` (or an `if cond { … }` around the whole body) is
    removed is a near-duplicate — the seed's case — unless the guarded site is a *reaction*
    (`.onChange`, `.task`, `.onReceive`, `.onAppear`, `.onDisappear`) whose `if`/`guard` is its
    whole logic and the other site a control that can run without the condition: a Button that
    deselects and `.onChange(of: focused) { if focused { select(nil) } }` are two different
    actions, while `.onAppear { if library.shelves.isEmpty { library.addSampleShelves() } }` and a
    Button with the same body that is `.disabled(!library.shelves.isEmpty)` are one (see
    *the condition is the logic* below). Two
    multi-line string literals compare by the text Swift reads, so the same lines at two
    indentation depths are equal. A synchronous site's `Task { X }` and an async site's `X`
    (`.task`, `.refreshable`) are the same action.

    **Duplicates with parameters** (a kind of this rule, not a rule of their own: the finding is
    the same, only the member takes what differs). Bodies that read names bound inside the view
    member — a `ForEach` item, a builder or closure parameter, an `if let`/`guard let`, a `for`
    variable — are duplicates when they are the same once each site's binding is renamed to one
    name (`ForEach(favourites) { song in … }` / `ForEach(recent) { track in … }`): the member takes
    the binding as a parameter. Bodies identical except for one or two values — a literal
    (`"Inbox"`, `3`, `0.5`, `true`) or a case (`.timed` / `.unlimited`), each possibly repeated
    consistently — are near-duplicates the same way: each site passes its value. Bodies differing
    in more values, or in anything else, are different actions, and so are cases the file declares
    in different types.

    Not duplicates: bodies that read a name bound inside the member (a `ForEach` item, an `if let`)
    whose types differ; bodies that differ by any other identifier; empty closures; and
    **trivial** bodies, which already have a name and are not worth a method:

    - **by shape** (on by default; `reportTrivial: true` or `--report-trivial` reports them): one
      statement that is one call whose arguments are plain values carrying at most one value read
      from the view, or one assignment of a plain value that no call computes. Plain values are
      literals (`20`, `"tap"`, `true`, `nil`, `[]`), enum cases with plain payloads (`.update`,
      `.createBackup(viewModel)`), key paths (`\\.name`), names and member chains
      (`account.email`, `items.first?.id`, `geometry.size.height`, a chain whose calls take plain
      values), and `!`/`-` before one or parentheses around one (`Selector(("undo:"))`). A
      constant the statement reads once is its argument on a line of its own (`let url =
      URL(string: "…")!; openURL(url)` is `openURL(URL(string: "…")!)`). A value read from the view is a name or chain in the
      arguments (case payloads included) that is not a type's (`URL(string:)`, `Int(x)`) and not
      a parameter the API passed the closure (`{ _, newValue in search.run(newValue, in: scope) }`
      forwards one and reads one). Trivial: `store.send(.fetchGalleries())`,
      `context.send(viewAction: .startScan)`, `router.route(to: .createBackup(viewModel))`,
      `viewModel.refresh(filter: filter)`, `await model.reload()`, `try? store.save()`,
      `UIPasteboard.general.string = account.email`, `editingTitle = .init(value: group.title)`
      (a value built by an initializer or a case, not computed), `count += 1`, and a type's
      initializer whose value nothing keeps (`MediaRow(file: file, sort: sort)`, a label's view
      a custom `…Button`'s trailing closure holds). At **two sites**, such a statement with one
      layer around it is trivial too: a wrapper whose only job is scheduling or animating
      (`Task`, `Task.detached`, `withAnimation`, `withTransaction`, `DispatchQueue.main.async`/
      `asyncAfter`, `MainActor.run`, `RunLoop.main.perform`, `OperationQueue.main.addOperation`:
      `withAnimation { selectTool(.hand) }`, `Task { @MainActor in model.copyLink() }`,
      `Task<Void, Never> { … }` too); a helper handing its trailing closure the value the statement updates
      (`performUpdate { $0.title = title }`, `Settings.mutate(\\.toolbar) { $0.reset() }`,
      `store.update { state in state.clear() }`) — not one taking the view's state (`using:
      transaction`), nor a closure acting on the view (a completion), nor `forEach` (a loop); or a condition
      that only tests (`if !selection.isEmpty { deleteSelection() }`, a leading `guard … else {
      return }` that both sites repeat; a guarded site paired with one the guard is proven for
      is reported whatever its rest, below), or an unwrap building the value the one call uses
      (`if let url = URL(string: "…") { openURL(url) }`, or its `guard let … else { return }`
      spelling). Around an assignment the
      wrapper's arguments must be plain values or read nothing from the view (`deadline: .now() +
      0.3`); around a call the callee names the action, whatever the animation or delay. A plain
      `Task { … }` that awaits is how a synchronous action calls async code, no choice the sites
      make: around a call passing nothing of the view's state (`Task { await player.seek(.forward)
      }`, at any number of sites) or around a condition, what it awaits is judged alone; around a
      call passing a view's value (`query: searchText`) it is a layer like the others. A method forwarding to one call the bindings each site
      passes (`viewModel.updateRole(for: member, with: role)`) would only rename it: those
      bindings count as forwarded, not read. `.onAppear` (or `.task`) and `.onChange(of:)`, the
      only two sites, sharing one statement are one reaction, which SwiftUI spells
      `.onChange(of:initial: true)` (`.task(id:)`): an assignment no call computes (`isAdding =
      source.kind == .source`), or a plain statement reading its value through calls (`width =
      proxy.frame(in: .global).width`), the synchronous site's `Task` and a testing condition
      allowed (`if !loaded { await load() }`); not a formula (`width = proxy.size.width - inset`).
    - **coincidences**: sites whose merge would compare a passed value inside the member
      (`if newValue == true` / `== false`), match it as a case pattern (`case .right:` /
      `case .left:` in a `switch`, `if case .mailbox(.inbox) = route`: each site reacts to its own
      event), or pass more values than the body has statements (`alert = .x; showing = true` per
      flag and case): two reactions that coincide in shape.
    - **value pickers**: sites that only choose a value — each writes its own literal or case
      (or a name it passes) to properties and does nothing else, inside animation or main-queue
      wrappers at most whose arguments read nothing of the view (`withAnimation { frequency =
      .weekly }` per option, `isShown = true;
      isRequested = true` / `false`) — are a picker written as buttons: `setFrequency(.weekly)`
      says no more than `frequency = .weekly`. A choice that also does work with the value
      (`scheduler.reschedule(every: .weekly)`), or sets something else too, is reported.
    - **opposite events**: sites that pass different values (`true` / `false`) to a body that is
      a guard (or wrapping `if`) and one such statement — follow and unfollow calling
      `onFollowChange(user, true)` / `(user, false)` after `guard let user` — are two intents.
    - **by size**: fewer than `minStatements` statements (default 2) **and** fewer than
      `minTokens` significant tokens (default 8) — `dismiss()`, `isPresented = false`.

    Not repeats at all: sites in different branches of one `#if` (`#if os(iOS)` … `#else` …),
    since a build compiles one of them (a site outside the `#if` pairs with each branch's, and
    the group keeps every site that compiles with another: the fix rewrites them all);
    and closures in a class or actor of the file that is no view (not declared or extended with
    a view protocol, no `body`) — a view model whose method returns `AnyView` builds views
    without being one.

    Worth a method, and reported: several statements (`isPresented = false; dismiss()`, a state
    change plus a call); control flow (`switch`, `do`/`catch`, `if … else`, an `if let` whose
    call uses what it binds, at three sites or around more than one call); a wrapper or condition
    around one statement at three sites or more (a `Task` awaiting a call that passes no view state
    is none), or two layers (`asyncAfter { withAnimation { … } }`, a guard then `withAnimation`); a
    state change under an animation computed from a setting (`withAnimation(.spring(duration:
    enabled ? 0.3 : 0)) { width = 265 }`); a computed value
    (`height = geometry.size.height + spacing`, `a ?? b`, `c ? d : e`); a closure argument; an
    assignment whose value a call with arguments computes — derived state recomputed at every
    site, the classic drift (`nextTab = layout.firstTab(after: current)` in `.onAppear` and
    `.onReceive`, `matches = Index.search(for: query, excluding: pinned)` three times); a call
    whose arguments carry two values or more read from the view, which every site must pass
    alike (`model.send(.load(includeArchived: showArchived, sort: sortOrder))`). Those two count
    where every site runs the same code: sites that differ in a literal or case
    (`ShareService.share(text, as: .pdf)` / `as: .html`) compute different things, and one call
    there is judged by its plain shape.

    **The condition is the logic.** A guard-prefix (or wrapping `if`) near-duplicate whose fix is
    safe is reported whatever the size or shape of its guard-less rest — reactions included; the
    size thresholds measure the guarded body, the member the fix writes, as its `guard` spelling
    (a wrapping `if ready { start() }` is two statements, the check and the action) — because the sites must
    agree on the condition, and that is what drifts:
    `TextField(…, onCommit: { guard code.count == 6 else { return }; verifier.verify(code: code) })`
    next to `Button("Verify") { verifier.verify(code: code) }.disabled(code.count != 6)`. Safe
    means every site without the guard is a control (`Button` or `SwiftUI.Button`, `TextField`, `SecureField`,
    `Stepper`, `Menu`, `PasteButton`, `.onTapGesture`, `.onLongPressGesture`, `.onSubmit`) that
    cannot run unless the condition holds: it is `.disabled` by the condition's negation (or sits
    in a view's content, `HStack { … }.disabled(…)`, that is), or sits inside a view-builder `if`
    with the condition (or in the `else` of one with its negation), or in the `switch` case that
    matches it — also where a `private` view property holding it is used, when that is its one use
    (`postButton.disabled(comment.isEmpty)`). The guard may be spelled `if <negation> { return }`.
    Conditions are compared as Swift reads them, clause by
    clause: `guard a, b` and `a && b` need both, `.disabled(x || y)` rules out both, `!x`
    negates, parentheses and `self.` do not count, `x == true` is `x` and `x == false` is `!x`
    either way round (not for an optional: `a?.b == false`), `a != b` is `a == b` negated and
    `a == b` is `b == a`, `a >= b` negates `a < b` and `a > b` is `b < a` (exact for counts and
    indices; a floating-point NaN is the one value for which they differ), `x.isEmpty` is
    `x.count == 0` (and `x.count > 0` its negation) and `x == ""`, and a computed `var canSave:
    Bool { !note.isEmpty }` of the file is its expression. `if let draft` says `draft != nil` (an
    `else` after it, `draft == nil`) and `guard let _ = draft` says only that. A binding is its
    clause: `guard let draft` is proven by a builder `if let draft` around the control, `guard case .loaded(let items) =
    state` by `case .loaded(let items):` of `switch state`, and the rest may read the binding
    (the member keeps the guard that binds it). In a `ForEach` row, a builder `if entry.isEditable`
    proves a guard on the row's `entry`, and the member takes `entry` as a parameter. An operator
    of unknown precedence keeps its expression whole. Without such a proof a guarded site and an
    unguarded one are two actions — a reaction that clears a result only for replacements is not
    the one that always clears it — so they are not reported together (only sites that repeat
    each other exactly, guard and all, are), and no fix ever drops or adds a condition at a site.

    One finding per group: the primary location is the second site, the others are related
    locations ("also here"); the message names every site's API as it is written (`Button`,
    `TextField(onCommit:)`, `.onChange(of:)`, `.onReceive(_:)`, `.task(id:)`), counts like sites
    (`pass it to the 2 Buttons`, `all 3 `.onTapGesture` actions`) and suggests the member. When
    there is no automatic fix the message says `extract it by hand` and every reporter gives the
    reason (human and xcode as a note, json as `noFixReason`, sarif, github and checkstyle after
    the message).

    **Actions** come from a catalog (`Rules/Actions/Catalog/ActionCatalog.swift`) that knows each API by
    its signatures: every overload as SwiftUI declares it (labels in order, defaults, each closure
    parameter's type — arity, `async`, `throws`, `@Sendable`, and whether it builds a view). A
    call's closures are bound to parameters as the compiler binds them (SE-0286's forward scan;
    Swift 5's backward fallback), across the overloads that accept the call:
    `TextField("Title", text: $t) { … }` is `onCommit:`, `TextField(text: $t) { … }` is the
    `label:` view, `Stepper("Q") { … } onDecrement: { … }` starts with `onIncrement:`,
    `Button(action: f) { … }` ends with the label. The APIs: `Button` (every initializer),
    `TextField`/`SecureField` `onCommit:`/`onEditingChanged:`, `.onTapGesture`,
    `.onLongPressGesture`, `.onSubmit`, `.onAppear`, `.onDisappear`, `.onChange(of:)`,
    `.onReceive`, `.task`, `.refreshable`, `.onDelete`, `.onMove`, `.onHover`,
    `.onContinuousHover`, `.onScrollVisibilityChange`, `.onScrollGeometryChange`,
    `.onScrollPhaseChange`, `.onGeometryChange`, `.onOpenURL`, `.onContinueUserActivity`,
    `.onMoveCommand`, `.onExitCommand`, `.onDeleteCommand`, `.onPlayPauseCommand`,
    `.onCopyCommand`/`.onCutCommand`/`.onPasteCommand`, `.accessibilityAction`, `.onDrop`,
    `.dropDestination`, `Stepper(onIncrement:onDecrement:)`, `Slider(onEditingChanged:)`,
    `Menu(primaryAction:)`, `PasteButton`,
    gesture `.onEnded`/`.onChanged`, `.sheet(onDismiss:)`,
    `.fullScreenCover(onDismiss:)`, `.contextMenu(primaryAction:)`, `Alert.Button`'s `.default`,
    `.cancel` and `.destructive`; a call no overload accepts (a
    newer SDK's) is judged like a custom API. For custom APIs, the shapes: labels `action:`, `perform:`,
    `handler:`, `completion:`, `on<Event>:`, `<something>Action:`, a stored closure property
    handing nothing back of a type this file declares (`unsubscribe:` for `let unsubscribe: (Bool)
    -> Void`), and the trailing closures of
    `…Button` views and `.on<Event>` modifiers. A view's members returning an `Alert`, an
    `ActionSheet`, one of their buttons (`var stopButton: Alert.Button`) or an array (`var actions:
    [ToolbarAction]`) hold actions too. View-builder closures (`HStack { }`, `label:`,
    `content:`, `.sheet { }`, `.alert(actions:)`) are not actions — the Buttons inside them are.
    """

    static let why = """
    When two controls of a view run the same code — a TextField's `onCommit:` and a Button's
    action, the same `.onTapGesture` twice — the logic lives in two places and drifts apart: a fix
    made in one copy is missing from the other. Extract the body into one method (or computed
    property) of the view and pass it to every control: `TextField(…, onCommit: addItem)`,
    `Button("Add", action: addItem)`. The view's body also gets shorter: it describes the layout,
    and the action has a name.
    """

    static let fixSafety = """
    - When the view already has a method of no parameters whose body is the one the sites repeat
      (`func loadLabels()` beside two `.task { … }` with its statements), the message says so
      ("…; this action repeats `loadLabels()`: call it from both `.task` and `.refreshable`") and
      the fix calls that method instead of writing a second one.
    - One member per group, in a `private extension TypeName { … }` placed after the top-level
      declaration holding the type's first declaration in the file, so the groups of one type
      share one extension (an existing `private`/`fileprivate extension TypeName` in the file is
      reused). A `private` type nested in another, which no file-scope extension can name, gets
      the member at the end of its own body. Braces follow the file: an Allman file gets `{` on
      lines of their own; a type indented inside `#if` gets its extension indented alike. Sites
      inside `#if` get a member compiled where they are: outside every `#if` branch not all of
      them sit in, wrapped in `#if` for the branches they do not share, as simply as that holds
      (`#if os(iOS) || os(macOS)`; none when it always does). The member is `async` when the body awaits and `throws` when it tries
      outside `do`/`try?`. `--fix-style property` writes `var addAction: () -> Void { return { … } }`
      (`@MainActor () async -> Void` for an async body: a main-actor function type is `Sendable`,
      so `.refreshable`'s `@Sendable` closure may call it in Swift 6 mode).
    - The extracted body is re-indented to the file's indentation unit (detected from the file);
      bodies whose lines keep a consistent relative indentation are shifted as a block.
    - Call sites: the method is passed by name only where the parameter's type is `() -> Void` and
      an overload accepts the new argument list (with the forward scan alone, as Swift 6 binds): a
      labelled closure becomes a reference (`onCommit: addItem`); a trailing closure becomes the
      bound parameter's argument (`Button("Add") { … }` → `Button("Add", action: addItem)`,
      `.onTapGesture { … }` → `.onTapGesture(perform: addItem)`, `.onSubmit { … }` →
      `.onSubmit(addItem)` — an unlabelled name only as the call's one argument, so `.onChange(of:
      query) { … }` becomes `.onChange(of: query) { updateMatches() }` —, `TextField("Title", text:
      $t) { … }` →
      `TextField("Title", text: $t, onCommit: save)`), keeping other trailing closures
      (`Button { … } label: { … }` → `Button(action: addItem) { … }`); modifiers that were aligned
      with the removed `}` move one level in (not under a `)` that stands alone), an argument
      list written one a line takes the new argument as one more line, and a comment that ended
      the closure's `{` line stays on the call's line. Comment lines that open the bodies move
      into the member when every site has the same; where they differ, each site keeps its own
      in a closure calling the member, and the member has none. A closure kept whose one-line form would be longer than every line
      of the file (and than 100 bytes) keeps its call on a line of its own. Elsewhere the site keeps a closure of the right arity that calls
      the member: `{ _ in addItem() }` (`onEditingChanged:`, `.onChange(of:) { _, _ in }`),
      `{ await reload() }` (an async member, or `.refreshable`, whose closure leaves the main
      actor), `{ try await follow() }`, and `{ save() }` for every custom API, whose signature is
      unknown. A synchronous member may be called from async sites (`.task { reload() }`). A
      member whose parameters are exactly the closure's own, in order, with the API's types, is
      passed by name too: `.onHover(perform: highlight)`, `.onDrop(of: [.fileURL], isTargeted:
      nil, perform: addToDropped)`, `.onChange(of: page, perform: loadPage)`.
    - **Parameters.** A member with parameters is called from a closure at every site:
      `func play(_ song: Song)` with `{ play(song) }`, `func choose(_ newSort: TagSort)` with
      `{ choose(.count) }`. As Swift's API guidelines ask, only the first argument may go
      unlabelled (`scrollTo(proxy, id: id)`), unless the member takes exactly the closures' own
      parameters and a site may pass it by name. A parameter's type is what the file says: a closure parameter's written
      type (`{ (item: Item) in`); the element of the `ForEach`/`List`/`for` data when that is a
      property or parameter of the view declared with an array type (`[Item]`, `Array<Item>`,
      `IdentifiedArrayOf<Item>`, `FetchedResults<Item>`; `$items` of a `@State`/`@Binding` array
      gives `Binding<Item>`; a property of a model type the file declares, `model.items`, too),
      `Int` for `0..<n` and `items.indices`, `Mode` for `Mode.allCases`; what an `if let` unwraps
      from an optional property (or `as? T`), `Int` from an array's `firstIndex(where:)` or
      `lastIndex(of:)`; a builder function's parameter type;
      `GeometryProxy`/`ScrollViewProxy` for `GeometryReader`/`ScrollViewReader`; a closure's value
      made from another argument of its call: the `Binding`'s value unwrapped for `.sheet(item:
      $shown)`, `.fullScreenCover(item:)`, `.popover(item:)` and `.navigationDestination(item:)`,
      the value given unwrapped for `.alert`/`.confirmationDialog(…, presenting: value)`, `Route`
      for `.navigationDestination(for: Route.self)`. Rows nest: in
      `ForEach(shelf.books)` inside `ForEach(library.shelves) { shelf in … }` (or a `Section`, or a
      `for shelf in …` loop, or a sheet's content), `shelf` is the element of its own data, at any
      depth. A constant written with its type at each site (`let newKind: Kind = .fiction`) is the
      parameter itself: `func setKind(_ newKind: Kind)`, the declaration leaving the body.
      `Self.Model` inside a type is that type's `Model`. A property's type
      is the written one, else what its initial value says: `""` a `String`, `0` an `Int`, `0.5` a
      `Double`, `false` a `Bool`, `Filter.all` a `Filter` (a case of an enum this file declares),
      `Model()` a struct or class this file declares, `Date()`, `UUID()`, `[Item]()` and
      `[String: Item]()` the collection named. A closure's own
      parameters the bodies read (`.onChange(of: query) { _, newValue in … }`) are the member's
      parameters, each site passing its own (`{ _, newValue in search(newValue) }`), typed by
      the signature's written type, else by the API's closure type in the catalog (`Bool` for
      `.onHover` and `.onScrollVisibilityChange`, `[NSItemProvider]` for `.onDrop`, `URL` for
      `.onOpenURL`, `MoveCommandDirection` for `.onMoveCommand`, `HoverPhase` for
      `.onContinuousHover`, `ScrollPhase` for `.onScrollPhaseChange`; for `.onChange(of: x)` the type of `x`; `Notification` and `Date` for `.onReceive` of
      `NotificationCenter.default.publisher(for:)` and `Timer.publish(…).autoconnect()`;
      `DragGesture.Value` for `.onEnded`/`.onChanged` of a `DragGesture(…)`), else by
      the declaration of what the site calls, wherever in the module it is: the parameter of the
      view's `init` whose labels fit the call's (`onDelete: @escaping (Alias) -> Void`; a struct
      declaring none: its memberwise property, `var onRate: ((Int) -> Void)?`; an `init` generic
      over the type, or several disagreeing, give none), a typealias of a function type read
      through; or this file's modifier's parameter (another file's: the one modifier of that name
      taking such a closure there); and the member returns what the API's closure returns (`-> Bool`
      for `.onDrop`, `async -> Bool` for a view's `onToggle: () async -> Bool`). A `$item` projection the body only reads
      (`ForEach($todos) { $todo in … }`) is passed as its value (`func open(_ todo: Todo)`, called
      `{ open(todo) }`, which reads the binding when the action runs, as the closure did). A literal or case
      takes the type of the property it is assigned to or of the parameter of this file's
      function (or payload case) it is passed to — a type's static one too (`Settings.theme =
      .dark`, `Router.shared.sheet = .help`, `Analytics.track(.share)`), an argument of the view's
      closure property (`onDismiss(.settings)` with `var onDismiss: (Target) -> Void`, or a typealias of it), an
      initializer's (`Banner(message: "Saved")`: its `init`'s, or a struct's stored property), and a
      branch of `c ? .neutral : .upvote` the type the whole is used as, a case matched or compared
      with a value the type of that value (`case .left:` of `switch direction`, `if case .left =
      direction`, `direction == .left`; a pattern only for an `Equatable` type, as a parameter in
      its place is matched with `==`), a `String` for the SDK's
      `URL(string:)`, `Image(systemName:)` and `Label(_:systemImage:)`; otherwise a literal takes its literal type (`Int`,
      `Double`, `String`), and that fix is `unsafe` (its context may want `CGFloat`), while a case
      of no declared type gets no fix. What this file does not write is read from the other files
      of its module (the SwiftPM target holding it — its folder from `Package.swift` — or the Xcode
      target its `project.pbxproj` builds it in, or else the files linted together; an editor's
      workspace for the language server; the `public` types of the targets and local packages' libraries
      its target depends on, in a file that imports them): the type of a model
      held by the view (written, `= Model()`, `= Model.shared`, `= Kind.someCase`,
      `@Environment(Model.self)`, `@Environment(\\.key)` by the
      `EnvironmentValues` property an extension declares), its stored and computed properties
      (extensions and typealiases included), the parameters of its functions, the cases of its
      enums (the module's own type wins over a framework's of the same name, as for the
      compiler); a type nested in another is written qualified
      (`Archive.Entry`). One step past those: an optional chain (`a?.b` is `B?`), an
      element `first(where:)`, `first`, `last` or `randomElement()` picks (unwrapped by `if let`),
      the `(offset, element)` pairs of `ForEach(Array(items.enumerated()))`, a local `let` made of
      an array (`Array(items.prefix(3))`) or by one of the view's methods (its written result). Those
      files are searched for the names needed, byte by byte, and only the files that spell them
      are parsed — only when a fix needs them. Never a guess: two candidate declarations, a
      generic parameter, a declaration another file keeps `private` give no fix, and the reason
      names what was found. Every site's binding must have the same type. A
      synchronous site that wrapped an async body in `Task { }` keeps it:
      `{ Task { await reload() } }` next to `.refreshable { await reload() }`.
    - **Names** are deterministic and come from the action (`ActionNamer`, `ActionWords`); the
      message, the fix's title, the member `--fix` writes and the editor's quick fix all spell the
      same one:
      1. a `Stepper`'s `onIncrement:`/`onDecrement:` says so, with what it steps: its title or the
         state the body changes (`Stepper("Quantity", onIncrement: …)` → `incrementQuantity`);
      2. the words of a button's title (`Button("Add")`; not a title of one or two letters, a
         number or an SF Symbols name: `Button("A")`, `Button("7")`; when the first site's is taken, another
         site's: `Button("Stop Temp Target")` beside another group's `Button("Stop")`), extended by
         the view's name when it
         starts with them (`AddItemView` → `addItem`; a trailing `View`, `Button`, `Row`… of the
         view's name is not a word: `LikeButton` → `like`). Letters of any script are kept
         (`Button("Añadir a la cesta")` → `añadirALaCesta`), digits are words and a leading number
         is spelled (`"2-Step Verification"` → `twoStepVerification`, `"Add 2 items"` →
         `add2Items`); a localised title (`Button(L10n.settingsGeneralTranslate)`) gives no words,
         and a title that is a localisation key only its last part of two words or more
         (`Button("library.importArchive")` → `importArchive`; `"menu.website"` gives none);
      3. else, when the sites pass one value of a call that takes other, fixed, arguments, what
         it sets: `subscribe(notify: <value>, volume: 0)` → `setNotify`, `subscribe(notify: true,
         volume: <value>)` → `setVolume` — two such groups are told apart by their argument; a
         label that names nothing (`bulkEdit(action: <value>, ids: ids)`) gives no `setAction`;
      4. else the calls the body makes, in order, looking through wrappers
         (`withAnimation(.easeInOut) { layout.resize() }` → `resize`; `Task`, `Task.detached`,
         `MainActor.run`, `DispatchQueue.main.async`, `forEach` alike) and through dispatchers to
         the case they pass (`store.send(.fetchGalleries())` → `fetchGalleries`,
         `context.send(viewAction: .startScan)` → `startScan`, `store.send(.view(.didTapSave))` →
         `didTapSave`; `send`, `dispatch`, `handle`, `perform`, `callAsFunction`, …); navigation
         dispatchers show the screen (`router.route(to: .uploadSubtitle)` → `showUploadSubtitle`), one
         of two words passing no case says what it sends (`sendEvent(…)` → `sendEvent`); a
         selector sent names its method (`sendAction(#selector(UIResponder.resignFirstResponder), …)`
         → `resignFirstResponder`, `#selector(AppDelegate.triggerToggleCompliance)` → `toggleCompliance`);
         opposite calls opening an `if`'s two branches toggle (`if isBookmarked { deleteBookmark() }
         else { createBookmark() }` → `toggleBookmark`, `unfollow()`/`follow()` → `toggleFollow`);
         selection toggles by their collection (`if selectedPlugins.contains(id) {
         selectedPlugins.remove(id) } else { selectedPlugins.insert(id) }` → `togglePluginSelection`);
         a call whose name ends in a preposition takes its argument, a name or a string every site
         passes (`proxy.scrollTo(bottomID)` → `scrollToBottom`, `proxy.scrollTo("logBottom")` →
         `scrollToLogBottom`), and a call's name taken, what it acts on (`remove(download: download)` →
         `removeDownload`); a lone `open` what the URL it opens is made of (`URL(string:
         UIApplication.openSettingsURLString)` → `openSettings`), a link when only the sites' strings
         make it (`URL(string: urlString)` → `openLink`); a call named for what happened
         does it (`player.finished()` → `finish`, when the present tense is sure; never the C
         library's `abort`, which a member would hide), an
         Objective-C name's tail is no word (`script.executeAndReturnError(nil)` → `executeScript`),
         and `makeFirstResponder(nil)` ends editing (`endEditing`); a callback names what happens (`onFinish()` → `finish`,
         `onDeleteWidgetTap()` → `deleteWidget`) or is handled (`onTap()` → `handleTap`), never
         keeping its `on…` name; a name ending in a preposition takes its object, or without one
         its receiver (`result.navigateTo()` → `navigateToResult`); `isExpanded.toggle()` →
         `toggleExpanded`, and so does a Bool set to its own negation (`isMuted = !isMuted`) and a
         value selected or cleared by one test (`if tag == t { tag = nil } else { tag = t }` →
         `toggleTag`);
      5. else a call read as a value that the body exists for: one whose first word is `load`,
         `fetch`, `save`, `request`, `refresh`, `sync`, `delete`, `import`, `run`… (`let ok =
         store.save()`; assigned to state, only when awaited), or an awaited getter (`let forecast
         = try await service.weather(for: place)` → `loadWeather`, `await manager.getQueue()` →
         `loadQueue`);
      6. else a call with the plain name it acts on, when the call alone is taken: a second group
         calling `store.save(notes)` → `saveNotes`;
      7. else the state it changes: what it presents, when the state says what
         (`selectedOption = option; showingConfirmation = true` → `showConfirmation`; the state's
         own name taken, the other verb: `presentConnectionForm`), a state the sites pass the value
         of (`isEditing = <value>` → `setEditing`), then the others in order. A Bool set to a literal says its verb
         (`isPresentingEditor = true` → `presentEditor`, `isExpanded = false` → `collapse`,
         `showsReplies = false` → `hideReplies`, `shouldDisplayAlert = false` → `hideAlert`;
         `checked`, `selected`, `enabled`, `muted`, `pinned`, `playing`, `open`…; an activity in
         the progressive starts or stops: `isLoadingFeed = false` → `stopLoadingFeed`), in a loop over a
         collection for all of it (`for (i, _) in rows.enumerated() { rows[i].isChecked = true }` →
         `checkAllRows`); a collection's mutation
         is what it does to the collection (`entries.append(entry)` → `addEntry`,
         `selection.removeAll()` → `clearSelection`, `filters.remove(at: i)` → `removeFilter`,
         `trash.append(note)` → `addToTrash`; a pasteboard's `UIPasteboard.general.string = item.link` →
         `copyLink`; on a navigation path, `path.removeLast()` → `goBack`);
         a value read by its key is loaded (`isLocked = defaults.bool(forKey: "lock")` →
         `loadLocked`); derived state is updated (`nextTab = layout.firstTab(after: current)` → `updateNextTab`,
         `matches = SearchIndex.search(for: query)` → `updateMatches`); otherwise `selection = nil`
         → `clearSelection`, `title = draft` → `setTitle`, `count += 1` → `increaseCount` (a
         counter named for the effect it triggers, `shouldWiggle += 1`, → `wiggle`).

      A member is named exactly like a method it calls — and reads as that method — only when
      it forwards to it. Before the calls' own names come a name that says more: the case every
      site passes when it tells the action apart (`tool.selectTool(.hand)` → `selectHandTool`,
      `sort(by: .date)` → `sortByDate`; sites passing different tools forward: `selectTool(_:)`),
      one verb for the first two calls that share it (`model.updateEstimate();
      updatePreviewOnSettingsChange()` → `updateEstimateAndPreview`, `updateSortedFiles();
      updateVisibleFiles()` → `updateFiles`, `viewContext.saveIfNeeded();
      backgroundContext.saveIfNeeded()` → `saveContexts`), and, for a body that calls nothing,
      three or more states copied from one value (`let parts = color.parts; hue = parts.hue;
      saturation = parts.saturation; …` → `updateFromColor`); clearing the focus while ending
      editing ends editing (`focusedField = nil; isEditable = false` → `endEditing`).

      What only goes with an action names it only when the body does nothing else: giving up the
      focus (`isSearchFocused = false`, `focusedField = nil`), hiding what is shown (`showSheet =
      false`), taking down an error's alert (`loadError = nil`), the view's own `dismiss()`, noting
      the time (`lastEdit = Date()`) and announcing a change (`broadcastStateUpdate()`,
      `notifyObservers()`):
      `isTextEditorFocused = false; Task { await downloadAllURLs() }` downloads, `volume = v;
      coordinator.broadcastStateUpdate()` → `setVolume`. A body that only does such things and
      closes the view is `close`.

      Whatever its place in the body, a deletion (`delete`, `remove`, `trash`…) comes first: it
      is the effect that matters most (`selection = nil; notes.remove(at: index)` →
      `removeNote`); beside an addition to another collection it moves (`trash.append(note);
      notes.removeAll { $0.id == note.id }` → `moveToTrash`).

      Never a name: a call in a condition or a `for` loop's sequence (`rows.enumerated()`), a call
      whose value is passed to another call (`print("\\(date.formatted())")`) or assigned without
      being awaited (`locked = defaults.bool(forKey: k)` → `loadLocked`, not `bool`), what a body
      does on the way out of a `guard … else { }`, a local it builds (`var drive = Drive();
      drive.kind = .disk` changes no state), a scheduling call (`Task.sleep`, `asyncAfter`), a
      logging or analytics call (`logger.debug`, `logEvent`, a receiver named for analytics or
      telemetry), haptic feedback (`runHapticFeedback()`), a wrapper, a
      dispatcher verb, an animation curve, a `View` modifier or protocol member (`hidden`,
      `opacity`, `padding`, `disabled`, `frame`, `body`, `id` …), a collection read (`map`,
      `filter`, `enumerated`), or the words of a localisation key (`L10n.…`). The words join in
      lower camel case, an initialism after the first in capitals as the API guidelines write it
      (`selectedItemID = nil` → `clearSelectedItemID`, `openAllURLs`). Property style appends
      `Action` (`addAction`). A name SwiftUI gives a view — an `EnvironmentValues` property or a
      `View` member of the project's SwiftUI interface (`dismiss`, `openURL`, `refresh`,
      `onKeyPress`…) — takes the receiver that says what it acts on (`inbox.refresh()` →
      `refreshInbox`) or `Action` (`store.refresh()` → `refreshAction`), and a name under three
      letters takes `Action` (`goAction`).

      A name already used — a member of the type in any linted file (extensions included), a name
      given to another group of the type (it is a member once that group is extracted: `--fix`
      extracts one group of a type per round), a name the type's code in this file uses on its own
      (a free function it calls, a local, `self.x`), or a name bound around a site (`List(notes) {
      note in … }`) — is skipped: the title's words get `Action` (`noteAction`), the action's next
      words are tried (`save` and `publish` for `save(); close()` and `save(); publish()`); a body
      wrapping the view's own method of that name takes its verb, with `all` when that follows
      (`isFocused = false; Task { await openAllURLs() }` → `openAll`), or the action a verb that
      only says one is done names (`performPurchase` → `purchase`, `startContentLoad` →
      `loadContent`); then `close` for a body that calls the view's own `dismiss()`
      (`dismissAction?(); dismiss()` in a view with both → `close`), then each with `Action` (with
      `IfNeeded` when the body opens with an `if` or a `guard`), then each after `handle` (→
      `handleDismissAction` when `close` is taken too), then a number. With no words at all the
      name is `performAction`.

      A body that acts only when a test holds — after the locals it binds, a `guard` that tests
      something, or an `if` without `else` that ends it — does it if needed, whatever its name:
      `if index >= items.count - 3 { Task { await model.loadMore() } }` → `loadMoreIfNeeded`,
      `guard !isLoading else { return }; load()` → `loadIfNeeded`. A condition that only unwraps
      (`guard let url`, `if let item`) is no test: the body acts on the value.
    - **Parameters** are named after where their values go (`ParameterNamer`): a binding read per
      site keeps its own name (`delete(_ item: Item)`), or, when the sites name it differently
      (`formula`, `cask`), takes its type's (`install(_ package: Package)`, `[Package]` →
      `packages`; not `Int`, `String` and such, which keep the first site's name); a literal or case takes the name of the
      property it is assigned to (`task.isChecked = isChecked`; the view's own `isEditing` →
      `editing`, its own `mode` → `self.mode = mode`), of the argument label it is passed under
      (`subscribe(notify:)` → `notify`; a label naming only the kind of value, passed to a type's
      initializer, with the type's name: `URL(string:)` → `urlString`), of the call's object when
      that label is a preposition or
      missing (`changeSelection(to:)` → `selection`, `setRating(_:)` → `rating`), `delay` when it is
      added to `.now()`, else what its type says (`GameMode` → `gameMode`) or its kind (`text`,
      `number`) — never `value`, never numbered (`value2`) nor one letter: a name taken gets a
      word (`newValue` → `otherNewValue`), a one-letter property a `new` (`point.x` → `newX`). **Labels** follow the Swift API Design Guidelines: a
      member named after the call that takes the value keeps that call's labels
      (`subscribe(notify: true)`, `changeSelection(to: false)`, `setRating(5, submitted: true)`);
      a delay reads `finish(after: 0.3)`; any other literal argument is labelled with its
      parameter's name (`save(isChecked: true, note: "done")`) unless the member's name ends with
      it (`setEditing(true)`, `setVolume(5)`) or with what an initializer makes of it
      (`openLink("https://…")` for `URL(string:)`); a case (`start(.timed)`) or a binding
      (`delete(item)`) takes no label. The message names the member with its labels
      (`setRating(_:submitted:)`).
    - **Safety.** Exact duplicates are `safe`. The guard-prefix case keeps the guard in the
      member (the seed's shape: every site calls the guarded body) and is `safe` only when every
      site without the guard cannot run unless the guard's condition holds, as *the condition is
      the logic* describes (`guard !title.isEmpty` ↔ `.disabled(title.isEmpty)`,
      `guard code.count == 6` ↔ `.disabled(code.count != 6)`, a Button inside `if canSend { … }`
      for `guard canSend`), and the site is an action `.disabled` stops or an `if` removes (a
      control, `.onTapGesture`, `.onLongPressGesture`, `.onSubmit` — not `.onAppear`,
      `.onChange`, `.task`, `.onDisappear`, …); without that proof there is no finding. A body that
      hands a value back to its API — `return .handled`, or one expression returned implicitly
      (`{ move(down: true) ? .handled : .ignored }` for `.onKeyPress`) — becomes a member returning
      the API's type (`-> KeyPress.Result`); at a custom API, whose type is unknown, it has no
      fix. There is no fix — the
      finding says why — when a parameter's type is not written in the file nor declared by the
      module (the message names the binding: "the type of `song` is not known: `PlaylistModel` is
      declared in no file of this module"; a closure parameter of a custom API or a generic one,
      `[T]` of `.dropDestination`, alike), the sites' parameters have different types, a body reads
      a `var` or a guard near-duplicate's binding, changes a `$item` projection's value or the data
      it projects (or uses `$item` itself), reads `$0` of a closure whose type is not known,
      returns a value to a custom API, or awaits (throws) where a site's parameter is synchronous
      (cannot throw) — for a custom API, where the site's own closure does not await (try) — unless
      the synchronous site wraps the body in `Task { }`.
    - **Anonymous parameters.** A closure that reads `$0` is extracted like its named form: the
      member takes a parameter named from its type (`Notification` → `notification`, a number,
      string or flag → `value`), typed from the API's closure type, and each site passes `$0`:
      `.onReceive(publisher) { windowDidClose($0) }` with `func windowDidClose(_ notification:
      Notification)`.
    - **Capture lists.** A site keeps its capture list and signature, and passes each captured
      name the body reads, so the member sees the captured value:
      `{ [weak model] volume in setVolume(model, volume: volume) }` with
      `func setVolume(_ model: PlayerModel?, volume: Float)`. A `[weak x]` is `x`'s type made
      optional once, `[unowned x]` and `[x]` are `x`'s type, `[x = value]` the type `let x = value`
      would have; `[self]` needs no parameter. There is no fix when the sites' lists differ ("the
      closures capture differently"), for `[weak self]` or `[unowned self]` (the member would need
      `self?.`), an `unowned` capture of an optional, or a captured value whose type is not known.
    - **Never corrupts a file.** Edits are byte ranges applied in one pass; overlapping fixes wait
      for the next round. Every result is re-lexed and re-parsed before it is written: if brackets
      would be unbalanced, new unlexable bytes appear, or a finding outside the fix changes, the
      file is left untouched and the refusal reported (exit 2). Writes are atomic (temporary file in
      the same folder, `fsync`, rename), keep the mode and owner, and are refused for read-only
      files and for files changed since they were read. Line endings (LF/CRLF), a BOM and every
      byte outside the edited ranges are kept.
    """
}
