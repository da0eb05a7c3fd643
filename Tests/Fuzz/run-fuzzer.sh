#!/usr/bin/env bash
# Builds the libFuzzer harness over the lexer, parser, rules and fixer, and runs it.
#
#   bash Tests/Fuzz/run-fuzzer.sh [SECONDS] [JOBS]      (defaults: 60 seconds, 1 job)
#
# The seed corpus is every Swift fixture under Tests/Fixtures (the regression inputs in
# Tests/Fixtures/Fuzz included); the corpus grows in .build/fuzz/corpus and is kept between
# runs. Crashes, timeouts (10 s per input) and out-of-memory inputs (2 GB) are written to
# .build/fuzz/crashes/; add each one as a regression input under Tests/Fixtures/Fuzz/ (run by
# Tests/ActionLintRulesTests/FuzzRegressionTests). With several jobs, each job's log is
# .build/fuzz/fuzz-N.log.
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds="${1:-60}"
jobs="${2:-1}"
if ! command -v swiftc >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swiftc ]; then export PATH=/opt/swift/usr/bin:$PATH; fi
work=.build/fuzz
rm -rf "$work/src"
mkdir -p "$work/src" "$work/corpus" "$work/crashes"
# One module: Syntax, Core and Rules compiled together, so their imports of each other go.
for file in $(find Sources/ActionLintSyntax Sources/ActionLintCore Rules -name '*.swift'); do
  sed '/^import ActionLintCore$/d; /^@_exported import ActionLintSyntax$/d; /^import ActionLintSyntax$/d' "$file" \
    > "$work/src/$(echo "${file%.swift}" | tr '/+' '__').swift"
done
swiftc -sanitize=fuzzer,address -parse-as-library -O -g -module-name ActionLintFuzz \
  "$work"/src/*.swift Tests/Fuzz/FuzzHarness.swift -o "$work/fuzz-action-lint"
find Tests/Fixtures -name '*.swift' -exec cp {} "$work/corpus/" \;
# From the work folder, so that libFuzzer's per-job logs land there and not in the checkout.
cd "$work"
options=(-max_total_time="$seconds" -artifact_prefix=crashes/ -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1)
if [ "$jobs" -gt 1 ]; then options+=(-jobs="$jobs" -workers="$jobs"); fi
./fuzz-action-lint corpus "${options[@]}"
