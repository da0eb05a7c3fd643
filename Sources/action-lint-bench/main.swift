import ActionLintCore

print("action-lint-bench")
