import SwiftUI

// Every call shape of the action catalog, written as an app would: the SwiftUI stub must accept
// each in Swift 5 and Swift 6 language modes.

struct Item: Identifiable {
    let id = UUID()
    var title: String
}

@MainActor @Observable
final class FeedModel {
    var items: [Item] = []
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    func reload() {}
    func markSeen() {}
    func search() async {}
    func follow() async throws {}
}

struct CallShapesView: View {
    var handler: (Item) -> Void
    @State private var title = ""
    @State private var secret = ""
    @State private var model = FeedModel()
    @State private var quantity = 0
    @State private var volume = 0.5
    @State private var isPresented = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            buttons
            fields
            steppers
            menus
            List {
                ForEach(model.items) { item in
                    Text(item.title)
                }
                .onDelete { offsets in model.items.remove(atOffsets: offsets) }
                .onMove { source, destination in model.items.move(fromOffsets: source, toOffset: destination) }
            }
            lifecycle
            gestures
            presentations
        }
    }

    var lifecycle: some View {
        Text("Lifecycle")
            .onAppear(perform: model.reload)
            .onAppear { model.reload() }
            .onDisappear { model.markSeen() }
            .onReceive(model.timer) { _ in model.reload() }
            .refreshable { await model.search() }
            .refreshable { await reload() }
            .task { await reload() }
            .task { model.reload() }
            .task(id: title) { await model.search() }
            .task(priority: .background) { model.reload() }
            .onChange(of: title) { model.reload() }
            .onChange(of: title) { _, _ in model.reload() }
            .onChange(of: title, initial: true) { oldValue, newValue in model.reload() }
            .onSubmit(addItem)
            .onSubmit { addItem() }
            .onSubmit(of: .search) { addItem() }
            .onSubmit(of: .search, addItem)
    }

    var gestures: some View {
        Text("Gestures")
            .onTapGesture(perform: addItem)
            .onTapGesture { addItem() }
            .onTapGesture(count: 2) { addItem() }
            .onTapGesture(count: 2, perform: addItem)
            .onTapGesture { location in print(location) }
            .onLongPressGesture { addItem() }
            .onLongPressGesture(minimumDuration: 1, perform: addItem)
            .onLongPressGesture(minimumDuration: 1) { addItem() }
            .onLongPressGesture(perform: addItem) { pressing in print(pressing) }
            .onHover { _ in addItem() }
            .onScrollVisibilityChange { isVisible in print(isVisible) }
            .onScrollVisibilityChange(threshold: 0.2) { _ in addItem() }
            .onOpenURL { url in print(url) }
            .onContinuousHover { phase in print(phase) }
            .onContinuousHover(coordinateSpace: .local) { _ in addItem() }
            .onMoveCommand { direction in print(direction) }
            .onMoveCommand(perform: nil)
            .onExitCommand(perform: addItem)
            .onExitCommand { addItem() }
            .onDeleteCommand { addItem() }
            .onPlayPauseCommand(perform: addItem)
            .onCopyCommand { [NSItemProvider()] }
            .onCutCommand { [] }
            .onPasteCommand(of: [.text]) { providers in print(providers.count) }
            .onContinueUserActivity("com.example.item") { activity in print(activity) }
            .onGeometryChange(for: Double.self, of: { $0.size.width }) { width in print(width) }
            .onGeometryChange(for: Double.self) { proxy in proxy.size.height } action: { _, newHeight in print(newHeight) }
            .onScrollGeometryChange(for: Double.self, of: { $0.contentOffset.y }) { _, offset in print(offset) }
            .onScrollPhaseChange { _, newPhase in print(newPhase) }
            .onScrollPhaseChange { _, _, context in print(context.geometry) }
            .onDrop(of: [.text], isTargeted: nil) { _ in true }
            .dropDestination(for: String.self) { _, _ in true }
            .dropDestination(for: String.self) { _, _ in true } isTargeted: { _ in addItem() }
            .accessibilityAction { addItem() }
            .accessibilityAction(.escape, addItem)
            .accessibilityAction(named: "Add") { addItem() }
            .gesture(TapGesture().onEnded { addItem() })
            .gesture(DragGesture().onChanged { _ in addItem() }.onEnded { _ in addItem() })
    }

    var presentations: some View {
        Text("Presentations")
            .sheet(isPresented: $isPresented) { Text("Sheet") }
            .sheet(isPresented: $isPresented, onDismiss: addItem) { Text("Sheet") }
            .sheet(isPresented: $isPresented, onDismiss: { addItem() }) { Text("Sheet") }
            .fullScreenCover(isPresented: $isPresented, onDismiss: addItem) { Text("Cover") }
            .popover(isPresented: $isPresented) { Text("Popover") }
            .alert("Oops", isPresented: $isPresented) {
                Button("OK", action: addItem)
            }
            .alert("Oops", isPresented: $isPresented) {
                Button("OK") { addItem() }
            } message: {
                Text("Something went wrong")
            }
            .confirmationDialog("Sure?", isPresented: $isPresented) {
                Button("Delete", role: .destructive, action: addItem)
            } message: {
                Text("This cannot be undone")
            }
            .swipeActions { Button("Delete", role: .destructive, action: addItem) }
            .swipeActions(edge: .leading, allowsFullSwipe: false) { Button("Pin") { addItem() } }
            .contextMenu { Button("Copy", action: addItem) }
            .contextMenu {
                Button("Copy") { addItem() }
            } preview: {
                Text("Preview")
            }
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done", action: addItem)
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Add") { addItem() }
                    EditButton()
                }
            }
    }

    var buttons: some View {
        Group {
            Button("Add", action: addItem)
            Button("Add") { addItem() }
            Button(action: addItem) { Text("Add") }
            Button(action: addItem, label: { Text("Add") })
            Button { addItem() } label: { Text("Add") }
            Button(role: .destructive, action: addItem) { Text("Delete") }
            Button(role: .destructive) { addItem() } label: { Label("Delete", systemImage: "trash") }
            Button("Delete", role: .destructive, action: addItem)
            Button("Delete", role: .destructive) { addItem() }
            Button("Add", systemImage: "plus", action: addItem)
            Button("Add", systemImage: "plus") { addItem() }
            Button(title, action: addItem)
            Button(title) { addItem() }
            PasteButton(payloadType: String.self) { strings in title = strings.joined() }
        }
    }

    var fields: some View {
        Group {
            TextField("Title", text: $title)
            TextField("Title", text: $title, onCommit: addItem)
            TextField("Title", text: $title) { addItem() }
            TextField("Title", text: $title, onEditingChanged: { editing in print(editing) })
            TextField("Title", text: $title) { editing in print(editing) }
            TextField("Title", text: $title, onEditingChanged: { _ in addItem() }, onCommit: addItem)
            TextField("Title", text: $title, onEditingChanged: { _ in addItem() }) { addItem() }
            TextField(text: $title) { Text("Title").foregroundStyle(.secondary) }
            TextField(text: $title, prompt: Text("Required")) { Text("Title") }
            TextField("Title", text: $title, axis: .vertical)
            SecureField("Password", text: $secret)
            SecureField("Password", text: $secret, onCommit: addItem)
            SecureField("Password", text: $secret) { addItem() }
            SecureField(text: $secret) { Text("Password") }
        }
        .onSubmit(addItem)
    }

    var steppers: some View {
        Group {
            Stepper("Quantity: \(quantity)") {
                quantity += 1
            } onDecrement: {
                quantity -= 1
            }
            Stepper("Quantity: \(quantity)", onIncrement: increment) { quantity -= 1 }
            Stepper("Quantity: \(quantity)", onIncrement: increment, onDecrement: decrement)
            Slider(value: $volume) { editing in print(editing) }
            Slider(value: $volume, in: 0...1, onEditingChanged: { _ in addItem() })
            Slider(value: $volume, in: 0...1, step: 0.1) { editing in print(editing) }
            Slider(value: $volume, in: 0...1) { Text("Volume") } onEditingChanged: { _ in addItem() }
            Stepper("Quantity: \(quantity)", onIncrement: increment, onDecrement: decrement) { editing in print(editing) }
            Stepper {
                Text("Quantity")
            } onIncrement: {
                quantity += 1
            } onDecrement: {
                quantity -= 1
            }
            Stepper("Quantity", value: $quantity)
            Stepper("Quantity", value: $quantity, in: 0...10)
            Stepper(value: $quantity, in: 0...10) { Text("Quantity") }
        }
    }

    var menus: some View {
        Group {
            Menu("More") {
                Button("Add", action: addItem)
            }
            Menu("More") {
                Button("Add", action: addItem)
            } primaryAction: {
                addItem()
            }
            Menu {
                Button("Add", action: addItem)
            } label: {
                Label("More", systemImage: "ellipsis")
            } primaryAction: {
                addItem()
            }
        }
    }
}

private extension CallShapesView {
    func addItem() {
        guard !title.isEmpty else { return }
        handler(Item(title: title))
        title = ""
    }

    func increment() { quantity += 1 }

    func decrement() { quantity -= 1 }

    func reload() async {
        await model.search()
    }
}
