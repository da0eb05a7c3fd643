#!/usr/bin/env bash
# Checks the GitHub action's metadata (action.yml) and the workflows (.github/workflows) against
# GitHub's schemas for them, the pre-commit hooks (.pre-commit-hooks.yaml) as pre-commit reads
# them, the Homebrew formula's Ruby syntax (`ruby -c`), and the release's bundle merge, with the real tools from
# PyPI: check-jsonschema (which carries the schema) and pre-commit, from the virtual environment
# .ci/venv.sh makes.
set -euo pipefail
cd "$(dirname "$0")/.."
source .ci/venv.sh
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
