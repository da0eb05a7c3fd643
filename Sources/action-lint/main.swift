import ActionLintCLI

// A file-size limit (`ulimit -f`) would otherwise kill the process with SIGXFSZ in the middle
// of writing a temporary file; ignored, the write fails with EFBIG, the original file is kept
// and the failure is reported like any other write error.
signal(SIGXFSZ, SIG_IGN)
exit(CommandLineTool.main(arguments: Array(CommandLine.arguments.dropFirst())))
