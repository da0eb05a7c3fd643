#!/usr/bin/env bash
# The GitHub action's `bundle` input: BUNDLE, a release's action-lint.artifactbundle.zip (a URL
# or a path), unpacked, and the binary its info.json lists for this machine copied to
# FOLDER/action-lint. Fails (so the action builds from source) when no variant fits or the
# binary does not run.
set -euo pipefail
[ $# -eq 2 ] || { echo "usage: bundle.sh BUNDLE FOLDER" >&2; exit 2; }
source=$1
folder=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
case "$source" in
  http://*|https://*) curl -fsSL -o "$work/bundle.zip" "$source" ;;
  *) [ -f "$source" ] || { echo "bundle.sh: $source: no such file" >&2; exit 1; }
     cp "$source" "$work/bundle.zip" ;;
esac
if command -v unzip >/dev/null 2>&1; then
  unzip -q "$work/bundle.zip" -d "$work"
else
  python3 -c 'import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])' "$work/bundle.zip" "$work"
  find "$work" -path '*/bin/*' -type f -exec chmod +x {} +
fi
case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) triple=x86_64-unknown-linux-gnu ;;
  Linux-aarch64|Linux-arm64) triple=aarch64-unknown-linux-gnu ;;
  Darwin-arm64) triple=arm64-apple-macosx ;;
  Darwin-x86_64) triple=x86_64-apple-macosx ;;
  *) echo "bundle.sh: no action-lint in the bundle for $(uname -sm)" >&2; exit 1 ;;
esac
binary=$(python3 - "$work/action-lint.artifactbundle/info.json" "$triple" <<'PY'
import json, sys
info = json.load(open(sys.argv[1]))
for variant in info["artifacts"]["action-lint"]["variants"]:
    if sys.argv[2] in variant["supportedTriples"]:
        print(variant["path"])
        break
PY
)
[ -n "$binary" ] || { echo "bundle.sh: the bundle has no action-lint for $triple" >&2; exit 1; }
mkdir -p "$folder"
cp "$work/action-lint.artifactbundle/$binary" "$folder/action-lint"
"$folder/action-lint" --version
