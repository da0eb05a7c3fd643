// Rules and tools see the syntax layer through Core: one import gives both.
@_exported import ActionLintSyntax
