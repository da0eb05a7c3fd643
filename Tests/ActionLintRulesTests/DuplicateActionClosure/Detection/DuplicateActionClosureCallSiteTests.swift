import XCTest

/// Every way a SwiftUI view passes an action closure is a site the rule compares.
final class DuplicateActionClosureCallSiteTests: XCTestCase {
    func testLabelledTrailingAndMultipleTrailingClosures() {
        GroupAssertion.assertOneGroup("""
        struct ComposeView: View {
            @State private var draft = Draft()

            var body: some View {
                VStack {
                    Button(action: ↓{
                        draft.send()
                        draft.clear()
                    }) {
                        Text("Send")
                    }
                    Button("Send now") ↓{
                        draft.send()
                        draft.clear()
                    }
                    Button ↓{
                        draft.send()
                        draft.clear()
                    } label: {
                        Label("Send", systemImage: "paperplane")
                    }
                }
            }
        }
        """)
    }

    func testModifiersWithArgumentsAndAllmanBraces() {
        GroupAssertion.assertOneGroup("""
        struct PhotoView: View
        {
            @State private var model = PhotoModel()

            var body: some View
            {
                Image(model.name)
                    .resizable()
                    .onTapGesture(count: 2)
                    ↓{
                        model.zoom()
                        model.log("zoom")
                    }
                    .onLongPressGesture(minimumDuration: 0.5)
                    ↓{
                        model.zoom()
                        model.log("zoom")
                    }
            }
        }
        """)
    }

    func testSitesInIfSwitchForEachAndCompilationBranches() {
        GroupAssertion.assertOneGroup("""
        import SwiftUI

        @Observable
        final class InboxModel {
            var messages: [Message] = []
            var filter = Filter.all
            func refresh() {}
            func markAllRead() {}
        }

        struct InboxView: View {
            @State private var model = InboxModel()

            var body: some View {
                List {
                    if model.messages.isEmpty {
                        Button("Check for mail") ↓{
                            model.refresh()
                            model.markAllRead()
                        }
                    } else {
                        switch model.filter {
                        case .all:
                            ForEach(model.messages) { message in
                                Text(message.subject)
                                    .onTapGesture ↓{
                                        model.refresh()
                                        model.markAllRead()
                                    }
                            }
                        case .unread:
                            Text("Unread")
                        }
                    }
                }
                #if os(iOS)
                .refreshable ↓{
                    model.refresh()
                    model.markAllRead()
                }
                #else
                .onAppear ↓{
                    model.refresh()
                    model.markAllRead()
                }
                #endif
            }
        }

        #Preview {
            InboxView()
        }
        """)
    }

    func testExtensionsInTheSameFileAndOtherViewBuildingMembers() {
        GroupAssertion.assertOneGroup("""
        struct SettingsView: View {
            @State private var store = SettingsStore()

            var body: some View {
                Form {
                    header
                    footer(caption: "Reset")
                }
            }

            var header: some View {
                Text("Settings")
                    .onTapGesture ↓{
                        store.reset()
                        store.persist()
                    }
            }

            @ViewBuilder
            func footer(caption: String) -> some View {
                Button(caption) ↓{
                    store.reset()
                    store.persist()
                }
            }
        }

        extension SettingsView {
            @ViewBuilder
            var toolbarItems: some View {
                Button("Reset all") ↓{
                    store.reset()
                    store.persist()
                }
            }
        }
        """)
    }

    func testNestedTypesAreTheirOwnScope() {
        // Outer.Row's two buttons match each other; Outer's own button matches neither.
        GroupAssertion.assertOneGroup("""
        struct Outer: View {
            @State private var cart = Cart()

            var body: some View {
                Button("Buy") {
                    cart.add(.sample)
                    cart.checkout()
                }
            }

            struct Row: View {
                @State private var cart = Cart()

                var body: some View {
                    HStack {
                        Button("Buy") ↓{
                            cart.add(.sample)
                            cart.checkout()
                        }
                        Image(systemName: "cart")
                            .onTapGesture ↓{
                                cart.add(.sample)
                                cart.checkout()
                            }
                    }
                }
            }
        }
        """)
    }

    func testNeverAcrossDifferentTypesInOneFile() {
        GroupAssertion.assertNoFinding("""
        struct LoginView: View {
            @State private var session = Session()
            var body: some View {
                Button("Sign in") {
                    session.signIn()
                    session.track("sign-in")
                }
            }
        }

        struct WelcomeView: View {
            @State private var session = Session()
            var body: some View {
                Button("Sign in") {
                    session.signIn()
                    session.track("sign-in")
                }
            }
        }

        extension WelcomeView {
            var promo: some View {
                Text("Join")
            }
        }
        """)
    }

    func testViewBuilderClosuresAreNotActionsButButtonsInsideThemAre() {
        GroupAssertion.assertOneGroup("""
        struct DetailView: View {
            @State private var showsEditor = false
            @State private var note = Note()

            var body: some View {
                VStack {
                    Text(note.title)
                    Text(note.title)
                }
                .sheet(isPresented: $showsEditor) {
                    Button("Save") ↓{
                        note.save()
                        showsEditor = false
                    }
                }
                .toolbar {
                    ToolbarItem {
                        Button("Done") ↓{
                            note.save()
                            showsEditor = false
                        }
                    }
                }
            }
        }
        """)
    }
}
