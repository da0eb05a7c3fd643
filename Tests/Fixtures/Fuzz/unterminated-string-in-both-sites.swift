struct TwoButtons: View {
    var body: some View {
        VStack {
            Button("A") {
                log("broken)
                reload()
            }
            Button("B") {
                log("broken)
                reload()
            }
        }
    }
}
