import DesignCheck

/// A file or folder a subcommand was asked to write and will not (`coordsh test --junit FILE`,
/// `coordsh paths --out DIR`), found before anything runs: exit status 64, as a bad command line
/// is, but said as every file coordsh cannot read or write is, and as `coordsh export` says it
/// of its folder: `error: ...`, without a usage line, since the command was called right.
enum OutputFileError: Error, Equatable {
    /// A file to write in a folder that does not exist: (the file, the folder).
    case missingFolder(String, folder: String)
    /// A path to write that is a folder: (the path).
    case isFolder(String)
    /// `--out` names something that is not a folder.
    case notAFolder(String)
    /// `--out` names a new folder that could not be made: (the path, why).
    case cannotMakeFolder(String, reason: String)
    /// `--out` names a folder holding files `coordsh paths` did not write, without `--force`.
    case folderNotEmpty(String, files: [String])
    /// `--out` names a folder holding files `coordsh paths` did not write, named like scripts it
    /// would write: (the folder, those files).
    case wouldReplace(String, files: [String])
    /// A file to write that coordsh would not replace: (the path, why).
    case cannotWrite(String, reason: String)

    var message: String {
        switch self {
        case .missingFolder(let path, let folder):
            "cannot write '\(path)': the folder '\(folder)' does not exist"
        case .isFolder(let path):
            "cannot write '\(path)': it is a folder"
        case .notAFolder(let path):
            "cannot write scripts into '\(path)': it is not a folder"
        case .cannotMakeFolder(let path, let reason):
            "cannot make the folder '\(path)': \(reason)"
        case .cannotWrite(let path, let reason):
            "cannot write '\(path)': \(reason)"
        case .wouldReplace(let path, let files):
            "the folder '\(path)' holds files 'coordsh paths' did not write where it would write its scripts (\(Count.quoted(files))); --force replaces only the scripts an earlier run wrote (their first line is '\(TestScript.generatedMarker)'): move those files, or give another folder; nothing was written"
        case .folderNotEmpty(let path, let files):
            "the folder '\(path)' holds files 'coordsh paths' did not write (\(Count.quoted(files, most: 3))); "
                + "give an empty or new folder, or --force to write there anyway"
        }
    }

    /// The whole text for stderr.
    var report: String { "error: \(message)\n" }
}
