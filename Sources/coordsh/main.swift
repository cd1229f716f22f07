import CoordshShell
import Glibc

exit(Coordsh.main(commandLine: CommandLine.arguments))
