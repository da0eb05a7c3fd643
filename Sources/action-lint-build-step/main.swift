import ActionLintCLI

// The build-tool plugin's per-file command (see `BuildToolStep`).
exit(BuildToolStep.main(arguments: Array(CommandLine.arguments.dropFirst())))
