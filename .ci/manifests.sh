#!/usr/bin/env bash
# Checks the GitHub action's metadata (action.yml) against GitHub's schema for it and the
# pre-commit hooks (.pre-commit-hooks.yaml) as pre-commit reads them, with the real tools from
# PyPI: check-jsonschema (which carries the schema) and pre-commit. They live in a virtual
# environment made once per Python and set of pins (.ci/requirements.txt), in the user's cache
# folder; uv installs them (pip takes a minute to look the 25 packages up one by one).
set -euo pipefail
cd "$(dirname "$0")/.."
uv_pin="uv==0.13.9"
key=$( (python3 --version; echo "$uv_pin"; cat .ci/requirements.txt) | sha256sum | cut -c1-16)
venv="${XDG_CACHE_HOME:-$HOME/.cache}/action-lint-ci/venv-$key"
if [ ! -f "$venv/.installed" ]; then
  rm -rf "$venv"
  log=$(mktemp)
  if ! { python3 -m venv "$venv" &&
         "$venv/bin/pip" install --quiet --disable-pip-version-check "$uv_pin" &&
         "$venv/bin/uv" pip install --quiet --python "$venv/bin/python" -r .ci/requirements.txt; } >"$log" 2>&1; then
    cat "$log" >&2
    echo "error: could not install the manifest validators of .ci/requirements.txt into $venv" >&2
    rm -rf "$venv" "$log"
    exit 1
  fi
  rm -f "$log"
  touch "$venv/.installed"
fi
"$venv/bin/check-jsonschema" --builtin-schema vendor.github-actions action.yml
"$venv/bin/pre-commit" validate-manifest .pre-commit-hooks.yaml
echo "action.yml and .pre-commit-hooks.yaml are valid"
