import SwiftUI

struct CatalogView: View {
    @State private var value = 0
    @State private var query = ""
    @State private var secret = ""
    @State private var showsSheet = false
    @State private var items: [String] = []

    var body: some View {
        List {
            Button("A", action: { act() })
            Button(action: { act() }) { Text("B") }
            Button(role: .destructive) { act() } label: { Text("C") }
            TextField("Q", text: $query, onEditingChanged: { editing in note(editing) }, onCommit: { act() })
            SecureField("S", text: $secret, onCommit: { act() })
            Stepper("V", onIncrement: { value += 1 }, onDecrement: { value -= 1 })
            Menu("M", content: { Text("x") }, primaryAction: { act() })
            PasteButton(payloadType: String.self) { strings in paste(strings) }
            ForEach(items, id: \.self) { item in Text(item) }
                .onDelete { offsets in items.remove(atOffsets: offsets) }
                .onMove { from, to in items.move(fromOffsets: from, toOffset: to) }
        }
        .onTapGesture(count: 2) { act() }
        .onLongPressGesture(minimumDuration: 1) { act() }
        .onSubmit { act() }
        .onAppear { act() }
        .onDisappear(perform: { act() })
        .onChange(of: query) { old, new in note(old == new) }
        .onReceive(timer) { date in tick(date) }
        .task { await load() }
        .refreshable { await load() }
        .onHover { inside in note(inside) }
        .onOpenURL { url in open(url) }
        .accessibilityAction(named: "Go") { act() }
        .onDrop(of: [.text], isTargeted: nil) { providers in drop(providers) }
        .dropDestination(for: String.self) { strings, location in accept(strings) }
        .gesture(DragGesture().onChanged { drag in move(drag) }.onEnded { _ in act() })
        .sheet(isPresented: $showsSheet, onDismiss: { act() }) { Text("Sheet") }
        .fullScreenCover(isPresented: $showsSheet, onDismiss: { act() }) { Text("Cover") }
        .contextMenu(forSelectionType: String.self) { selection in Text("\(selection.count)") } primaryAction: { selection in pick(selection) }
        .onScrollVisibilityChange { visible in note(visible) }
        .onKeyPress(.escape) { act(); return .handled }
        .onDrag { NSItemProvider() }
        .onContinuousHover { phase in note(phase == .ended) }
        .onMoveCommand { direction in note(direction == .up) }
        .onExitCommand { act() }
        .onDeleteCommand { act() }
        .onPlayPauseCommand { act() }
        .onPasteCommand(of: [.text]) { providers in note(providers.isEmpty) }
        .onContinueUserActivity("com.example.catalog") { activity in note(activity.webpageURL == nil) }
        .onGeometryChange(for: Double.self, of: { $0.size.width }) { width in note(width > 0) }
        .onScrollGeometryChange(for: Double.self, of: { $0.contentOffset.y }) { old, new in note(old == new) }
        .onScrollPhaseChange { old, new in note(old == new) }
    }

    func act() {}
    func note(_ flag: Bool) {}
    func paste(_ strings: [String]) {}
    func tick(_ date: Date) {}
    func load() async {}
    func open(_ url: URL) {}
    func drop(_ providers: [NSItemProvider]) -> Bool { true }
    func accept(_ strings: [String]) -> Bool { true }
    func move(_ value: DragGesture.Value) {}
    func pick(_ selection: Set<String>) {}

    var confirmation: Alert {
        Alert(title: Text("Sure?"), primaryButton: .destructive(Text("D")) { act() }, secondaryButton: .cancel(Text("C")) { act() })
    }

    var notice: Alert {
        Alert(title: Text("Done"), dismissButton: .default(Text("OK")) { act() })
    }

    var volume: some View {
        Slider(value: .constant(0.5)) { editing in note(editing) }
    }
}
