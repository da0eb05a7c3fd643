#!/usr/bin/env bash
# Step 2 of the GitHub action, on a cache miss: builds action-lint (release) from the action's
# sources and copies the binary into FOLDER, the folder the cache keeps. On Linux the Swift
# runtime is linked in (--static-swift-stdlib), as the README's Install does; macOS has it in
# the system.
set -euo pipefail
folder="$1"
cd "$(dirname "$0")/../.."
flags=(-c release --product action-lint)
[ "$(uname -s)" != Linux ] || flags+=(--static-swift-stdlib)
swift build "${flags[@]}"
mkdir -p "$folder"
cp "$(swift build "${flags[@]}" --show-bin-path)/action-lint" "$folder/action-lint"
