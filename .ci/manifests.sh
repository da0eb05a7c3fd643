#!/usr/bin/env bash
# Checks the GitHub action's metadata (action.yml) and the workflows (.github/workflows) against
# GitHub's schemas for them, the pre-commit hooks (.pre-commit-hooks.yaml) as pre-commit reads
# them, the Homebrew formula's Ruby syntax (`ruby -c`), and the release's bundle merge, with the real tools from
# PyPI: check-jsonschema (which carries the schema) and pre-commit. They live in a virtual
# environment made once per Python and set of pins (.ci/requirements.txt), in the user's cache
# folder. uv (from PyPI too) makes it and installs them: `python3 -m venv` and pip take about a
# minute here, uv a few seconds.
set -euo pipefail
cd "$(dirname "$0")/.."
uv_pin="uv==0.13.9"
key=$( (python3 --version; echo "$uv_pin"; cat .ci/requirements.txt) | sha256sum | cut -c1-16)
home="${XDG_CACHE_HOME:-$HOME/.cache}/action-lint-ci/$key"
if [ ! -f "$home/installed" ]; then
  rm -rf "$home"
  log=$(mktemp)
  if ! { python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore --target "$home/uv" "$uv_pin" &&
         "$home/uv/bin/uv" venv --quiet --python python3 "$home/venv" &&
         "$home/uv/bin/uv" pip install --quiet --python "$home/venv/bin/python" -r .ci/requirements.txt; } >"$log" 2>&1; then
    cat "$log" >&2
    echo "error: could not install the manifest validators of .ci/requirements.txt into $home" >&2
    rm -rf "$home" "$log"
    exit 1
  fi
  rm -f "$log"
  touch "$home/installed"
fi
"$home/venv/bin/check-jsonschema" --builtin-schema vendor.github-actions action.yml
"$home/venv/bin/check-jsonschema" --builtin-schema vendor.github-workflows .github/workflows/*.yml
"$home/venv/bin/pre-commit" validate-manifest .pre-commit-hooks.yaml
echo "action.yml, .github/workflows/*.yml and .pre-commit-hooks.yaml are valid"
# The Homebrew formula's syntax, by Debian's ruby (installed here when missing).
if ! command -v ruby >/dev/null 2>&1; then
  if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ruby; } >/dev/null 2>&1 ||
      { echo "error: could not install ruby to check Formula/action-lint.rb" >&2; exit 1; }
  else
    echo "error: ruby is needed to check Formula/action-lint.rb" >&2
    exit 1
  fi
fi
ruby -c Formula/action-lint.rb
# The release workflow's merge of the platforms' bundles, on two made-up parts.
python3 .ci/merge-bundles-check.py
