import Glibc

extension ScriptSource {
    /// Opens a script file (`-` is stdin) before anything runs, so that a typo in the last path
    /// does not leave the first scripts half applied: what `coordsh test` opens its scripts with.
    /// (The same as `Coordsh.openScript`, kept apart for now so that the two can be merged into
    /// this one once the work on how files are opened has landed.)
    static func open(_ path: String) throws(ShellError) -> ScriptSource {
        let stop = { Interrupts.requested }
        if path == "-" { return ScriptSource(name: "<stdin>", input: LineInput(descriptor: 0, shouldStop: stop)) }
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .unreadable(path, reason: String(cString: strerror(errno)))
        }
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            close(descriptor)
            throw .unreadable(path, reason: "it is a directory")
        }
        return ScriptSource(name: path, input: LineInput(descriptor: descriptor, shouldStop: stop))
    }
}
