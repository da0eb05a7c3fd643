#!/usr/bin/env python3
"""merge-bundles.py OUT PART...: one artifact bundle from the bundles each platform built
(.ci/artifactbundle.sh): every part's variant folders copied into OUT, and OUT/info.json listing
every variant of the `action-lint` artifact. The parts must agree on the version."""
import json
import shutil
import sys
from pathlib import Path


def merge(out: Path, parts: list[Path]) -> dict:
    out.mkdir(parents=True, exist_ok=True)
    merged = None
    for part in parts:
        info = json.loads((part / "info.json").read_text())
        artifact = info["artifacts"]["action-lint"]
        for variant in artifact["variants"]:
            top = Path(variant["path"]).parts[0]
            shutil.copytree(part / top, out / top, dirs_exist_ok=True)
        if merged is None:
            merged = info
            continue
        mine = merged["artifacts"]["action-lint"]
        if mine["version"] != artifact["version"]:
            sys.exit(f"merge-bundles: {part}: version {artifact['version']} is not {mine['version']}")
        mine["variants"] += artifact["variants"]
    if merged is None:
        sys.exit("merge-bundles: no bundle to merge")
    (out / "info.json").write_text(json.dumps(merged, indent=2) + "\n")
    return merged


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit("usage: merge-bundles.py OUT PART...")
    merge(Path(sys.argv[1]), [Path(p) for p in sys.argv[2:]])
