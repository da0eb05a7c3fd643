#!/usr/bin/env bash
# Neovim, a real LSP client, with the setup docs/editors.md documents (its first `lua` block,
# read from the page): on a copy of the demo it must attach action-lint's server, show its
# diagnostics, extract the Button's action into a method through `refactor.extract`, and fix the
# whole file through `source.fixAll.action-lint`; each written file must equal what the command
# line gives (`action-lint extract … --fix`, `action-lint --fix`). Needs `swift build` first.
set -euo pipefail
cd "$(dirname "$0")/.."
source .ci/venv.sh
nvim="$home/venv/bin/nvim"
bin="$(swift build --show-bin-path)"
driver="$PWD/.ci/neovim/drive.lua"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
sed -n '/^## Neovim/,$p' docs/editors.md | awk '/^```lua/ { inside = 1; next } /^```/ { if (inside) exit } inside' \
  > "$work/init.lua"
grep -q "vim.lsp.enable('action_lint')" "$work/init.lua" ||
  { echo "error: docs/editors.md: no Neovim setup block found" >&2; exit 1; }

# A bound on each Neovim run where the system has `timeout` (macOS has none by default).
limited() { if command -v timeout >/dev/null 2>&1; then timeout 120 "$@"; else "$@"; fi; }

# drive KIND TARGET: Neovim edits TARGET/PlaylistView.swift as KIND says; fails with its log.
drive() {
  (cd "$2" && PATH="$bin:$PATH" NVIM_DRIVER="$1" NVIM_DRIVER_LOG="$work/log" \
     limited "$nvim" --headless --clean -u "$work/init.lua" -c "luafile $driver" \
     -c 'edit PlaylistView.swift' >/dev/null 2>&1) ||
    { echo "error: Neovim ($1) did not finish:" >&2; cat "$work/log" >&2 2>/dev/null; exit 1; }
  grep -q '^diagnostic ' "$work/log" || { echo "error: Neovim showed no diagnostic" >&2; exit 1; }
}

for case in extract fixall; do
  cp -r Tests/Fixtures/Demo "$work/$case-editor"
  cp -r Tests/Fixtures/Demo "$work/$case-cli"
done
drive "extract 16 10" "$work/extract-editor"
"$bin/action-lint" extract "$work/extract-cli/PlaylistView.swift:16:10" --fix > /dev/null 2>&1
drive fixall "$work/fixall-editor"
(cd "$work/fixall-cli" && "$bin/action-lint" --fix -q PlaylistView.swift > /dev/null || true)
for case in extract fixall; do
  cmp -s "$work/$case-editor/PlaylistView.swift" "$work/$case-cli/PlaylistView.swift" ||
    { echo "error: Neovim's $case differs from the command line's:" >&2
      diff "$work/$case-cli/PlaylistView.swift" "$work/$case-editor/PlaylistView.swift" >&2; exit 1; }
  cmp -s "$work/$case-editor/PlaylistView.swift" Tests/Fixtures/Demo/PlaylistView.swift &&
    { echo "error: Neovim's $case changed nothing" >&2; exit 1; }
done
echo "Neovim $("$nvim" --version | head -1 | cut -d' ' -f2): diagnostics, refactor.extract and source.fixAll.action-lint match the command line"
