import ActionLintCLI

exit(CommandLineTool.main(arguments: Array(CommandLine.arguments.dropFirst())))
