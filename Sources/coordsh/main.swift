import CoordshShell
import Glibc

exit(Coordsh.main(arguments: Array(CommandLine.arguments.dropFirst())))
