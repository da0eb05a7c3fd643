/// The documentation sections of `long-action-closure` (Markdown): `action-lint explain`, its
/// page `docs/rules/long-action-closure.md` and SARIF's rule help are generated from these.
enum LongActionClosureDocumentation {
    static let whatItDoes = """
    An **action** closure (the same catalog and custom shapes as `duplicate-action-closure`:
    `Button`, `onCommit:`, `.onTapGesture`, `.task`, `on<Event>:`, …; never a view builder such
    as `HStack { }`, `label:` or `.sheet { }`) written inline in a view-building member (`body`,
    other `some View` properties and functions, `@ViewBuilder` members) whose body has more than
    `maxStatements` top-level statements (default 3) or spans more than `maxLines` lines
    (default 8). A body's lines run from its first token to its last, comments and multi-line
    strings included: `{ save() }` is one line. The message names the limits the body goes over.

    Not reported: an action nested inside another action (it moves with the outer one), and a
    closure that is part of a `duplicate-action-closure` finding — that rule's fix extracts it
    together with its copies. The rule is off by default: turn it on with
    `"rules": {"long-action-closure": {"enabled": true}}` or `--enable long-action-closure`.
    """

    static let why = """
    A view's body says what the view shows. An action with half a dozen statements in the middle
    of it buries the layout under logic, and the logic has no name. Often all it takes is to
    extract the body into a method of the view, named for what it does, and pass it to the
    control (`Button("Save", action: save)`): the body becomes compact again, and the action can
    be read, reused and tested on its own.
    """

    static let fixSafety = """
    The fix is the duplicate rule's extraction with one site: one member in a
    `private extension TypeName { … }` after the type (an existing `private` extension is
    reused), re-indented to the file's style; `--fix-style property` writes
    `var saveAction: () -> Void { return { … } }`. The member is named as `duplicate-action-closure`
    names its members (the same namer): the button's title, else the body's calls, else the state
    it changes. On a longer body that means what the body exists for, not its first statement: a
    `.task` that sleeps, animates a banner in and asks for a review is `requestReview`, not `sleep`
    (`Task.sleep`, `asyncAfter` and `try? await` schedule, they are not the action); a loop that
    loads the forecast of each place (`guard let forecast = try? await service.weather(for:
    place)`) and assigns six properties is `loadWeather`, not `setTemperature`. The limits show on
    bodies that do several things of equal weight: the first call wins (a body that validates,
    uploads and dismisses is `validate`), and a body whose calls are all taken or unnamed falls
    back on the state it changes. The call
    site is rewritten by the same rules (`Button("Save") { … }` → `Button("Save", action: save)`;
    a closure that calls the member where the API needs one). A body that awaits makes an `async`
    member (`.task { await load() }`); a `try` of the body's own (a throwing custom handler, not
    inside `do` or a nested closure) makes it `throws`.

    The fix is `safe`: the member runs the same statements on the same view. There is no fix —
    the finding says why — when the body reads a name bound inside the member (a `ForEach` item,
    an `if let`, a function parameter), uses its own parameters or `$0`, has a capture list, or
    returns a value.
    """
}
