#!/usr/bin/env bash
# The GitHub action's lint steps. `sarif` writes SARIF_FILE for code scanning and fails only on
# a usage, configuration or I/O error (exit 2): findings are the next step's business. `check`
# prints the findings as workflow annotations (the github reporter is the default under GitHub
# Actions) and fails the job on them. The binary is ACTION_LINT; INPUT_PATHS (split at spaces,
# taken literally), INPUT_BASELINE and INPUT_STRICT are the action's inputs.
set -eo pipefail
set -f
read -r -a paths <<< "${INPUT_PATHS:-.}"
[ "${#paths[@]}" -gt 0 ] || paths=(.)
options=()
[ -z "$INPUT_BASELINE" ] || options+=(--baseline "$INPUT_BASELINE")
case "$1" in
  sarif)
    status=0
    "$ACTION_LINT" --reporter sarif --output "$SARIF_FILE" "${options[@]}" -- "${paths[@]}" || status=$?
    [ "$status" -le 1 ] || exit "$status"
    ;;
  check)
    [ "${INPUT_STRICT:-true}" != true ] || options+=(--strict)
    exec "$ACTION_LINT" "${options[@]}" -- "${paths[@]}"
    ;;
  *)
    echo "usage: lint.sh sarif|check" >&2
    exit 2
    ;;
esac
