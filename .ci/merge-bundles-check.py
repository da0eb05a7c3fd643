#!/usr/bin/env python3
"""Checks .ci/merge-bundles.py on two made-up platform bundles: the merged info.json lists both
variants, their folders are copied, and bundles of different versions are refused."""
import importlib.util
import json
import subprocess
import sys
import tempfile
from pathlib import Path

here = Path(__file__).resolve().parent
spec = importlib.util.spec_from_file_location("merge_bundles", here / "merge-bundles.py")
merge_bundles = importlib.util.module_from_spec(spec)
spec.loader.exec_module(merge_bundles)


def part(root: Path, name: str, triples: list[str], version: str = "1.0.0") -> Path:
    bundle = root / name / "action-lint.artifactbundle"
    binary = bundle / f"action-lint-{name}" / "bin" / "action-lint"
    binary.parent.mkdir(parents=True)
    binary.write_text("#!/bin/sh\necho action-lint\n")
    info = {"schemaVersion": "1.0", "artifacts": {"action-lint": {"type": "executable", "version": version,
            "variants": [{"path": f"action-lint-{name}/bin/action-lint", "supportedTriples": triples}]}}}
    (bundle / "info.json").write_text(json.dumps(info))
    return bundle


with tempfile.TemporaryDirectory() as folder:
    root = Path(folder)
    linux = part(root, "linux", ["x86_64-unknown-linux-gnu"])
    mac = part(root, "macos", ["arm64-apple-macosx", "x86_64-apple-macosx"])
    out = root / "action-lint.artifactbundle"
    merged = merge_bundles.merge(out, [linux, mac])
    variants = merged["artifacts"]["action-lint"]["variants"]
    assert [v["supportedTriples"] for v in variants] == [["x86_64-unknown-linux-gnu"],
                                                        ["arm64-apple-macosx", "x86_64-apple-macosx"]], variants
    assert all((out / v["path"]).is_file() for v in variants), "a variant's binary was not copied"
    assert json.loads((out / "info.json").read_text()) == merged
    other = part(root, "other", ["aarch64-unknown-linux-gnu"], version="2.0.0")
    refused = subprocess.run([sys.executable, str(here / "merge-bundles.py"), str(root / "again"), str(linux), str(other)],
                             capture_output=True, text=True)
    assert refused.returncode != 0 and "version" in refused.stderr, refused
print("merge-bundles.py merges two platforms' bundles into one")
