#!/usr/bin/env bash
# Sourced by the CI scripts that need tools from PyPI (.ci/requirements.txt: the manifest
# validators and Neovim): sets $home to a virtual environment made once per Python and set of
# pins, in the user's cache folder. uv (from PyPI too) makes it and installs them: `python3 -m
# venv` and pip take about a minute here, uv a few seconds.
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
    echo "error: could not install the tools of .ci/requirements.txt into $home" >&2
    rm -rf "$home" "$log"
    exit 1
  fi
  rm -f "$log"
  touch "$home/installed"
fi
