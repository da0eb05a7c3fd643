#!/usr/bin/env bash
# Step 1 of the GitHub action (action.yml): names the cache entry and folder for the build of
# action-lint, from the runner's system, the Swift toolchain and the tool's sources, so a new
# toolchain or a new version of the sources builds again and anything else restores.
set -euo pipefail
cd "$(dirname "$0")/../.."
hash=$( (uname -sm; swift --version 2>&1; find Package.swift Sources Rules -type f -name '*.swift' -print0 | LC_ALL=C sort -z | xargs -0 cat) | git hash-object --stdin)
echo "key=action-lint-$hash" >> "$GITHUB_OUTPUT"
echo "folder=${RUNNER_TEMP:-/tmp}/action-lint-$hash" >> "$GITHUB_OUTPUT"
