import Glibc

/// The user's home folder, where the history lives and what `~/` means: `HOME` when it is set
/// and not empty, else the user's entry in the password database, as sqlite3 does.
enum HomeFolder {
    /// The home folder for `home` (the value of `HOME`, if set); `nil` when neither it nor the
    /// password database names one.
    static func resolve(home: String?, passwordEntry: () -> String? = fromPasswordDatabase) -> String? {
        if let home, !home.isEmpty { return home }
        guard let entry = passwordEntry(), !entry.isEmpty else { return nil }
        return entry
    }

    /// The home folder of the user running coordsh, from the password database.
    static func fromPasswordDatabase() -> String? {
        guard let entry = getpwuid(getuid()), let folder = entry.pointee.pw_dir else { return nil }
        return String(cString: folder)
    }

    /// The home folder of this process: `HOME`, else the password database.
    static func current() -> String? {
        resolve(home: getenv("HOME").map { String(cString: $0) })
    }
}
