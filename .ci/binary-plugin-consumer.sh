#!/usr/bin/env bash
# Proves the binary plugins work with nothing of action-lint compiled: a throwaway package
# depends (by path) on a copy of Plugins/Binary holding the bundle made by .ci/artifactbundle.sh
# in BUNDLE_DIR, with one target holding the seed view (Tests/Fixtures/Demo) and the small
# SwiftUI stand-in the source-plugin tests use (Linux has no SwiftUI). Then checks the build
# tool plugin's warning, `swift package action-lint`, `action-lint-fix`, and the GitHub action's
# bundle route (.ci/action/bundle.sh on the zip).
set -euo pipefail
[ $# -eq 1 ] || { echo "usage: binary-plugin-consumer.sh BUNDLE_DIR" >&2; exit 2; }
bundles=$(cd "$1" && pwd)
cd "$(dirname "$0")/.."
root=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "binary-plugin-consumer.sh: $*" >&2; exit 1; }
[ -f "$bundles/action-lint.artifactbundle/info.json" ] && [ -f "$bundles/action-lint.artifactbundle.zip" ] \
  || fail "$bundles holds no action-lint.artifactbundle and its zip (make them with .ci/artifactbundle.sh)"

# The plugins as a release would publish them: symbolic links resolved, the bundle beside.
cp -RL Plugins/Binary "$work/plugins"
cp -R "$bundles/action-lint.artifactbundle" "$work/plugins/"

mkdir -p "$work/app/Sources/App"
cp Tests/Fixtures/Demo/AddItemView.swift Tests/Fixtures/PluginPackage/SwiftUIStub.swift "$work/app/Sources/App/"
cat > "$work/app/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "App",
    dependencies: [.package(path: "../plugins")],
    targets: [
        .target(name: "App", plugins: [.plugin(name: "ActionLintBuildToolPlugin", package: "plugins")]),
    ]
)
SWIFT
cd "$work/app"
seed=Sources/App/AddItemView.swift

start=$(date +%s)
swift build > "$work/build.log" 2>&1 || { cat "$work/build.log"; fail "swift build failed"; }
echo "binary-plugin-consumer.sh: first swift build took $(( $(date +%s) - start ))s"
grep -q "AddItemView.swift:.*warning: .*\[duplicate-action" "$work/build.log" \
  || { cat "$work/build.log"; fail "swift build shows no duplicate-action warning from the build-tool plugin"; }
! grep -q "Compiling ActionLint" "$work/build.log" \
  || fail "swift build compiled action-lint; the binary plugin should run the bundle's"

status=0
swift package plugin action-lint > "$work/lint.log" 2>&1 || status=$?
grep -q "AddItemView.swift:.*duplicate-action" "$work/lint.log" \
  || { cat "$work/lint.log"; fail "swift package action-lint reported no finding (exit $status)"; }

swift package --allow-writing-to-package-directory action-lint-fix > "$work/fix.log" 2>&1 \
  || { cat "$work/fix.log"; fail "swift package action-lint-fix failed"; }
swift package plugin action-lint > "$work/relint.log" 2>&1 || true
! grep -q "duplicate-action" "$work/relint.log" || { cat "$work/relint.log"; fail "action-lint-fix left the duplicate"; }
cmp -s "$seed" "$root/Tests/Fixtures/Demo/AddItemView.swift" && fail "action-lint-fix left $seed unchanged"

# The GitHub action's `bundle` input, by local path: the zip gives a working action-lint.
bash "$root/.ci/action/bundle.sh" "$bundles/action-lint.artifactbundle.zip" "$work/action" \
  || fail ".ci/action/bundle.sh could not unpack the bundle"
"$work/action/action-lint" --version > /dev/null || fail "the action's unpacked action-lint does not run"
echo "binary-plugin-consumer.sh: build-tool warning, lint, fix and the action's bundle route all work"
