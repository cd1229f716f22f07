/// The paths a script names, as string work only (no file is looked at): where a relative path
/// a script reads is looked for when the folder coordsh runs in lacks it, and how a script
/// coordsh writes (`coordsh paths --out DIR`, `:record FILE`) names a file so that it runs from
/// any folder.
///
///     ScriptPath.beside(script: "tests/login.coord", path: "food.json5")  // "tests/food.json5"
///     ScriptPath.naming("design/food.json5", fromFolder: "tests", workingFolder: nil)
///     // "../design/food.json5"
enum ScriptPath {
    /// The second place a relative `path` that `script` reads is looked for: the script's own
    /// folder, as a path from the folder coordsh runs in. `nil` for a path from `/` or `~`,
    /// and for a script in the folder coordsh runs in, which is the first place.
    static func beside(script: String, path: String) -> String? {
        guard !isAnchored(path), let slash = script.lastIndex(of: "/") else { return nil }
        let folder = script[...slash]
        return folder == "./" ? nil : folder + path
    }

    /// How a script in `folder` names `path` (both as given from the folder coordsh runs in):
    /// relative to the script's folder when both are relative or both absolute, clean (no `./`,
    /// `..` only as needed). A relative path and an absolute folder, or a relative folder that
    /// climbs above where the path is (`../tests`), are related through `workingFolder`, the
    /// folder coordsh runs in, when it is known. A path from `/` whose script's folder is
    /// relative, a path from `~`, and any path that cannot be related, stay as given.
    static func naming(_ path: String, fromFolder folder: String, workingFolder: String?) -> String {
        if path.hasPrefix("~") || folder.hasPrefix("~") { return path }
        if path.hasPrefix("/") == folder.hasPrefix("/"), let relative = relative(path, from: folder) {
            return relative
        }
        guard !path.hasPrefix("/"), let working = workingFolder, working.hasPrefix("/") else { return path }
        let absoluteFolder = folder.hasPrefix("/") ? folder : working + "/" + folder
        return relative(working + "/" + path, from: absoluteFolder) ?? path
    }

    // MARK: - Lexical paths

    /// Whether a path does not start from the folder coordsh runs in: from `/`, or from `~`.
    private static func isAnchored(_ path: String) -> Bool {
        path.hasPrefix("/") || path.hasPrefix("~")
    }

    /// `path` from `folder`, both relative or both absolute; `nil` when `folder` climbs (`..`)
    /// above the part it shares with `path`, whose names are not in the text.
    private static func relative(_ path: String, from folder: String) -> String? {
        let target = components(path)
        let start = components(folder)
        let shared = zip(target, start).prefix { $0 == $1 }.count
        let climbs = start[shared...]
        guard !climbs.contains("..") else { return nil }
        let parts = Array(repeating: "..", count: climbs.count) + target[shared...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// A path's names with `.` and `name/..` taken out (`..` above `/` is `/`, as for the kernel);
    /// the `..` that climb above a relative path's start are kept.
    private static func components(_ path: String) -> [String] {
        var names: [String] = []
        for name in path.split(separator: "/") where name != "." {
            if name != ".." {
                names.append(String(name))
            } else if let last = names.last, last != ".." {
                names.removeLast()
            } else if !path.hasPrefix("/") {
                names.append("..")
            }
        }
        return names
    }
}
