# A Homebrew formula a tap can hold (`brew tap <owner>/action-lint` then
# `brew install action-lint`): builds the release binary from a tagged source archive.
# Set `url` and `sha256` to the release being published.
class ActionLint < Formula
  desc "Finds duplicated action closures in SwiftUI views and extracts them into one method"
  homepage "https://github.com/OWNER/action-lint"
  url "https://github.com/OWNER/action-lint/archive/refs/tags/v0.1.0.tar.gz"
  sha256 "0000000000000000000000000000000000000000000000000000000000000000"
  head "https://github.com/OWNER/action-lint.git", branch: "main"

  depends_on xcode: ["16.0", :build]
  depends_on macos: :ventura

  def install
    system "swift", "build", "--disable-sandbox", "-c", "release", "--product", "action-lint"
    bin.install ".build/release/action-lint"
  end

  test do
    (testpath/"AddItemView.swift").write <<~SWIFT
      import SwiftUI

      struct AddItemView: View {
          @State private var items: [String] = []
          @State private var title = ""

          var body: some View {
              VStack {
                  Button("Add") {
                      items.append(title)
                      title = ""
                  }
                  Text("Add")
                      .onTapGesture {
                          items.append(title)
                          title = ""
                      }
              }
          }
      }
    SWIFT
    output = shell_output("#{bin}/action-lint #{testpath}/AddItemView.swift", 1)
    assert_match "duplicate-action-closure", output
    assert_match version.to_s, shell_output("#{bin}/action-lint --version")
  end
end
