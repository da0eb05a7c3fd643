#!/usr/bin/env bash
# Step 2 of the GitHub action, on a cache miss: builds action-lint (release) from the action's
# sources and copies the binary into FOLDER, the folder the cache keeps.
set -euo pipefail
folder="$1"
cd "$(dirname "$0")/../.."
swift build -c release --product action-lint
mkdir -p "$folder"
cp "$(swift build -c release --show-bin-path)/action-lint" "$folder/action-lint"
