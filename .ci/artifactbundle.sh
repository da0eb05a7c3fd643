#!/usr/bin/env bash
# Builds the release action-lint and packs it as a SwiftPM artifact bundle, for the binary
# plugins (Plugins/Binary) and the GitHub action's `bundle` input:
#   OUT/action-lint.artifactbundle/{info.json, action-lint-<platform>/bin/action-lint}
#   OUT/action-lint.artifactbundle.zip and OUT/action-lint.artifactbundle.zip.sha256
# (the checksum `swift package compute-checksum` prints, which a `url:` binary target names).
# Linux: one static-stdlib binary for this machine's triple; macOS: one universal binary.
set -euo pipefail
[ $# -eq 1 ] || { echo "usage: artifactbundle.sh OUT" >&2; exit 2; }
mkdir -p "$1"
out=$(cd "$1" && pwd)
cd "$(dirname "$0")/.."

flags=(-c release --product action-lint)
case "$(uname -s)" in
  Linux)
    flags+=(--static-swift-stdlib)
    platform=linux-$(uname -m)
    triples=("$(uname -m | sed 's/arm64/aarch64/')-unknown-linux-gnu")
    ;;
  Darwin)
    flags+=(--arch arm64 --arch x86_64)
    platform=macos
    triples=(arm64-apple-macosx x86_64-apple-macosx)
    ;;
  *) echo "artifactbundle.sh: no artifact bundle for $(uname -s)" >&2; exit 2 ;;
esac
swift build "${flags[@]}"
built="$(swift build "${flags[@]}" --show-bin-path)/action-lint"
version=$("$built" --version)

bundle="$out/action-lint.artifactbundle"
rm -rf "$bundle" "$bundle.zip" "$bundle.zip.sha256"
mkdir -p "$bundle/action-lint-$platform/bin"
cp "$built" "$bundle/action-lint-$platform/bin/action-lint"
python3 - "$bundle/info.json" "$version" "action-lint-$platform/bin/action-lint" "${triples[@]}" <<'PY'
import json, sys
path, version, binary, *triples = sys.argv[1:]
info = {"schemaVersion": "1.0", "artifacts": {"action-lint": {
    "type": "executable", "version": version,
    "variants": [{"path": binary, "supportedTriples": triples}]}}}
with open(path, "w") as file:
    json.dump(info, file, indent=2)
    file.write("\n")
PY

# The bundled binary must be the build just made.
bundled=$("$bundle/action-lint-$platform/bin/action-lint" --version)
[ "$bundled" = "$version" ] || { echo "artifactbundle.sh: bundled --version '$bundled' is not the build's '$version'" >&2; exit 1; }

# The zip holds the bundle folder itself, as SwiftPM expects of a `url:` binary target.
if command -v zip >/dev/null 2>&1; then
  (cd "$out" && zip -qry action-lint.artifactbundle.zip action-lint.artifactbundle)
else
  (cd "$out" && python3 - <<'PY'
import os, zipfile
with zipfile.ZipFile("action-lint.artifactbundle.zip", "w", zipfile.ZIP_DEFLATED) as archive:
    for folder, _, files in sorted(os.walk("action-lint.artifactbundle")):
        archive.write(folder)
        for name in sorted(files):
            archive.write(os.path.join(folder, name))
PY
  )
fi
swift package compute-checksum "$bundle.zip" > "$bundle.zip.sha256"
echo "artifactbundle.sh: $bundle.zip ($(wc -c < "$bundle.zip") bytes), action-lint $version, sha256 $(cat "$bundle.zip.sha256")"
