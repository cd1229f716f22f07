import FoundationEssentials
import Glibc
import Testing

@testable import CoordshShell

/// The one place coordsh opens files (issue 14, items 1 to 4): what it reads, what it replaces
/// and how, in a scratch folder. Device nodes are made there with mknod, never touched in /dev.
@Suite("Local files")
struct LocalFilesTests {
    private let isRoot = geteuid() == 0
    private let files = LocalFiles(home: "/home/nobody", shouldStop: { false })

    @Test func writesAtomicallyAndRefusesFoldersAndMissingFolders() throws {
        let folder = ScratchFolder()
        try files.writeAtomically(Data("one".utf8), to: folder("a.json"))
        try files.writeAtomically(Data("two".utf8), to: folder("a.json"))
        #expect(String(decoding: try files.read(folder("a.json"), limit: 100), as: UTF8.self) == "two")
        #expect(throws: ShellError.unwritable(folder.path, reason: .directory)) {
            try files.writeAtomically(Data(), to: folder.path)
        }
        // The folder that is missing is named (the system's "No such file or directory" was not).
        #expect(throws: ShellError.unwritable(folder("no/a.json"), reason: .missingFolder(folder("no")))) {
            try files.writeAtomically(Data(), to: folder("no/a.json"))
        }
        #expect(
            ShellError.unwritable("no/a.json", reason: .missingFolder("no")).message
                == "cannot write 'no/a.json': the folder 'no' does not exist; make it first, or choose another name")
        #expect(files.problem(replacing: folder("no/a.json")) == .missingFolder(folder("no")))
        #expect(throws: ShellError.unreadable(folder.path, reason: .directory)) {
            try files.read(folder.path, limit: 100)
        }
        #expect(throws: ShellError.unreadable(folder("a.json"), reason: .tooLarge(limit: 2))) {
            try files.read(folder("a.json"), limit: 2)
        }
        #expect(folder.names == ["a.json"], "no temporary file is left")
    }

    /// A name that ends in '/' names a folder, whether or not the folder exists: for a missing
    /// one the advice was "make it first", after which the same command said "it is a directory".
    @Test func aNameEndingInASlashIsRefusedAsAFolderName() throws {
        let folder = ScratchFolder()
        for name in [folder("newdir/"), folder.path + "/", folder("a/b//")] {
            #expect(throws: ShellError.unwritable(name, reason: .folderName)) {
                try files.writeAtomically(Data(), to: name)
            }
            #expect(files.problem(replacing: name) == .folderName)
        }
        #expect(
            ShellError.unwritable("newdir/", reason: .folderName).message
                == "cannot write 'newdir/': a name that ends in '/' names a folder; give a file's name after the '/'")
        #expect(folder.names.isEmpty, "nothing is made")
    }

    // MARK: - What is never replaced

    /// A device, a FIFO or a socket stays what it was: `:save /dev/null` as root once made
    /// /dev/null a regular file.
    @Test(arguments: ["null device", "zero device", "FIFO", "socket"])
    func specialFilesAreRefusedAndKept(kind: String) throws {
        let folder = ScratchFolder()
        let expected: FileKind
        switch kind {
        case "null device":
            try #require(folder.makeDevice("target", major: 1, minor: 3), "mknod needs root")
            expected = .characterDevice
        case "zero device":
            try #require(folder.makeDevice("target", major: 1, minor: 5), "mknod needs root")
            expected = .characterDevice
        case "FIFO":
            try #require(folder.makeFIFO("target"))
            expected = .fifo
        default:
            let socket = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            defer { close(socket) }
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            withUnsafeMutableBytes(of: &address.sun_path) { bytes in
                for (index, byte) in folder("target").utf8.enumerated() where index < bytes.count - 1 {
                    bytes[index] = byte
                }
            }
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(socket, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
                }
            }
            try #require(bound == 0)
            expected = .socket
        }
        let before = try #require(folder.status("target"))
        #expect(throws: ShellError.unwritable(folder("target"), reason: .notReplaceable(expected))) {
            try files.writeAtomically(Data("{}".utf8), to: folder("target"))
        }
        #expect(throws: ShellError.unreadable(folder("target"), reason: .notRegular(expected))) {
            try files.read(folder("target"), limit: 100)
        }
        let after = try #require(folder.status("target"))
        #expect(after.st_mode == before.st_mode && after.st_rdev == before.st_rdev && after.st_ino == before.st_ino)
        #expect(folder.names == ["target"])
    }

    /// A symbolic link is followed and the file it names is replaced; the link stays a link.
    /// A dangling link creates its target.
    @Test func aSymbolicLinkKeepsPointingToTheReplacedFile() throws {
        let folder = ScratchFolder()
        mkdir(folder("sub"), 0o755)
        folder.write("old", to: "real.json")
        symlink("real.json", folder("link.json"))
        symlink("../real.json", folder("sub/relative.json"))
        symlink("link.json", folder("chain.json"))
        symlink("new.json", folder("dangling.json"))
        try files.writeAtomically(Data("one".utf8), to: folder("link.json"))
        #expect(folder.text(of: "real.json") == "one")
        try files.writeAtomically(Data("two".utf8), to: folder("sub/relative.json"))
        #expect(folder.text(of: "real.json") == "two")
        try files.writeAtomically(Data("three".utf8), to: folder("chain.json"))
        #expect(folder.text(of: "real.json") == "three")
        try files.writeAtomically(Data("four".utf8), to: folder("dangling.json"))
        #expect(folder.text(of: "new.json") == "four")
        for link in ["link.json", "sub/relative.json", "chain.json", "dangling.json"] {
            #expect(folder.status(link).map { $0.st_mode & S_IFMT } == S_IFLNK, "\(link) is still a link")
        }
        #expect(folder.names == ["chain.json", "dangling.json", "link.json", "new.json", "real.json", "sub"])
    }

    @Test func aLinkLoopIsAnError() {
        let folder = ScratchFolder()
        symlink("b", folder("a"))
        symlink("a", folder("b"))
        #expect(throws: ShellError.unwritable(folder("a"), reason: .system(ELOOP))) {
            try files.writeAtomically(Data(), to: folder("a"))
        }
    }

    /// A file with two names is refused: a rename would leave the other name with the old text.
    @Test func aFileWithHardLinksIsRefused() throws {
        let folder = ScratchFolder()
        folder.write("old", to: "a.json")
        link(folder("a.json"), folder("b.json"))
        #expect(throws: ShellError.unwritable(folder("a.json"), reason: .hardLinks(2))) {
            try files.writeAtomically(Data("new".utf8), to: folder("a.json"))
        }
        #expect(folder.text(of: "a.json") == "old" && folder.text(of: "b.json") == "old")
    }

    /// A read-only file is refused, even for root, as vim refuses it without `!`.
    @Test func aReadOnlyFileIsRefusedEvenForRoot() throws {
        let folder = ScratchFolder()
        folder.write("old", to: "a.json", mode: 0o444)
        #expect(throws: ShellError.unwritable(folder("a.json"), reason: .readOnly(permissions: 0o444))) {
            try files.writeAtomically(Data("new".utf8), to: folder("a.json"))
        }
        #expect(folder.text(of: "a.json") == "old")
        #expect(
            ShellError.unwritable("a.json", reason: .readOnly(permissions: 0o444)).message
                == "cannot write 'a.json': it is read-only (mode 0444); coordsh does not replace a read-only file: "
                + "make it writable (chmod u+w) or choose another name")
    }

    // MARK: - What a replaced file keeps

    /// The mode stays (a 0600 file once came back 0644); so does the owner, where allowed.
    @Test(arguments: [mode_t(0o600), 0o640, 0o664, 0o755])
    func aReplacedFileKeepsItsMode(mode: mode_t) throws {
        let folder = ScratchFolder()
        folder.write("old", to: "a.json", mode: mode)
        chmod(folder("a.json"), mode)
        try files.writeAtomically(Data("new".utf8), to: folder("a.json"))
        #expect(folder.status("a.json").map { $0.st_mode & 0o7777 } == mode)
        #expect(folder.text(of: "a.json") == "new")
    }

    @Test func aReplacedFileKeepsItsOwnerWhenRootReplacesIt() throws {
        try #require(isRoot, "only root can give a file to another user")
        let folder = ScratchFolder()
        folder.write("old", to: "a.json")
        chown(folder("a.json"), 1234, 5678)
        try files.writeAtomically(Data("new".utf8), to: folder("a.json"))
        let status = try #require(folder.status("a.json"))
        #expect(status.st_uid == 1234 && status.st_gid == 5678)
    }

    @Test func aNewFileGetsTheUsualModeAndTheHistoryOnlyItsOwner() throws {
        let folder = ScratchFolder()
        let mask = umask(0o022)
        defer { umask(mask) }
        try files.writeAtomically(Data("{}".utf8), to: folder("new.json"))
        #expect(folder.status("new.json").map { $0.st_mode & 0o7777 } == 0o644)
        try files.replace(folder("history"), with: Data("pop\n".utf8), newFileMode: 0o600)
        #expect(folder.status("history").map { $0.st_mode & 0o7777 } == 0o600)
    }

    // MARK: - Temporary files

    /// A 250-byte file name (NAME_MAX is 255) saves: the temporary name is short, whatever the
    /// target's is. It once failed with "File name too long" because of a `.tmp-PID` suffix.
    @Test(arguments: [true, false])
    func aLongFileNameSavesAndNoTemporaryIsLeft(unnamed: Bool) throws {
        let folder = ScratchFolder()
        let name = String(repeating: "n", count: 245) + ".json"
        let temporary = try TemporaryFile(besides: folder(name), unnamed: unnamed)
        try temporary.write(Data("{}".utf8), shouldStop: { false })
        temporary.take(from: nil, newFileMode: 0o644)
        try temporary.publish()
        #expect(folder.names == [name])
        #expect(folder.text(of: name) == "{}")
    }

    /// Ctrl-C or SIGTERM during a write stops it: the old file stays, and the temporary file is
    /// gone, whether it had a name or not.
    @Test(arguments: [true, false])
    func aStoppedWriteLeavesTheFileAsItWas(unnamed: Bool) throws {
        let folder = ScratchFolder()
        folder.write("old", to: "a.json")
        var asked = 0
        do {
            let temporary = try TemporaryFile(besides: folder("a.json"), unnamed: unnamed)
            #expect(throws: FileProblem.interrupted) {
                try temporary.write(
                    Data(count: 5 << 20),
                    shouldStop: {
                        asked += 1
                        return asked > 2
                    })
            }
            #expect(folder.names.count == (unnamed ? 1 : 2), "the temporary file exists while it is written")
        }
        #expect(folder.names == ["a.json"])
        #expect(folder.text(of: "a.json") == "old")
        let stopping = LocalFiles(home: nil, shouldStop: { true })
        #expect(throws: ShellError.unwritable(folder("a.json"), reason: .interrupted)) {
            try stopping.writeAtomically(Data("new".utf8), to: folder("a.json"))
        }
        #expect(folder.names == ["a.json"] && folder.text(of: "a.json") == "old")
    }

    // MARK: - Reading

    /// A FIFO with no writer and a device that never ends are refused at once: `:load` and the
    /// history once waited forever on them, or spun at full CPU.
    @Test func readingAFIFOOrADeviceDoesNotWait() throws {
        let folder = ScratchFolder()
        try #require(folder.makeFIFO("fifo"))
        #expect(throws: ShellError.unreadable(folder("fifo"), reason: .notRegular(.fifo))) {
            try files.read(folder("fifo"), limit: 1 << 20)
        }
        try #require(folder.makeDevice("zero", major: 1, minor: 5), "mknod needs root")
        #expect(throws: ShellError.unreadable(folder("zero"), reason: .notRegular(.characterDevice))) {
            try files.read(folder("zero"), limit: 1 << 20)
        }
    }

    @Test func theEndOfALargeFileCanBeReadAlone() throws {
        let folder = ScratchFolder()
        folder.write("first\nsecond\nthird\n", to: "h")
        let end = try files.readRegularFile(folder("h"), limit: 10, keepingTheEnd: true)
        #expect(String(decoding: end.bytes, as: UTF8.self) == "ond\nthird\n")
        #expect(!end.isWhole)
        let whole = try files.readRegularFile(folder("h"), limit: 100, keepingTheEnd: true)
        #expect(whole.isWhole && whole.bytes.count == 19)
    }

    /// A script may be a FIFO or a terminal, not a folder.
    @Test func scriptsComeFromFilesAndFIFOsButNotFolders() throws {
        let folder = ScratchFolder()
        folder.write("signup\npop\n", to: "s.coord")
        let lines = try files.lines(of: folder("s.coord"))
        #expect(lines.next() == .text("signup") && lines.next() == .text("pop") && lines.next() == nil)
        #expect(throws: ShellError.unreadable(folder.path, reason: .directory)) { try files.lines(of: folder.path) }
    }

    /// `~/` is the home folder, in every path the user types.
    @Test func aLeadingTildeIsTheHomeFolder() throws {
        let folder = ScratchFolder()
        let home = LocalFiles(home: folder.path, shouldStop: { false })
        try home.writeAtomically(Data("{}".utf8), to: "~/s.json")
        #expect(folder.text(of: "s.json") == "{}")
        #expect(String(decoding: try home.read("~/s.json", limit: 10), as: UTF8.self) == "{}")
        #expect(FilePath.expandingTilde("~", home: "/h") == "/h")
        #expect(FilePath.expandingTilde("~user/x", home: "/h") == "~user/x")
        #expect(FilePath.expandingTilde("a/~/x", home: "/h") == "a/~/x")
        #expect(FilePath.expandingTilde("~/x", home: nil) == "~/x")
    }
}

/// A file named with the other JSON extension than the one that exists (`shop.json` for
/// `shop.json5`), or a script, definition or saved session named without its extension: the
/// error names the file that is there.
@Suite("A missing file's near namesake")
struct MissingFileNamesakeTests {
    private let files = LocalFiles(home: "/home/nobody", shouldStop: { false })

    @Test(arguments: [
        ("shop.json", "shop.json5"), ("shop.json5", "shop.json"), ("tour", "tour.coord"), ("shop", "shop.json5"),
        ("s1", "s1.json"),
    ])
    func theErrorNamesTheFileThatIsThere(given: String, existing: String) throws {
        let folder = ScratchFolder()
        folder.write("{}", to: existing)
        let error = ShellError.unreadable(folder(given), reason: .notFound(similar: folder(existing)))
        #expect(throws: error) { try files.read(folder(given), limit: 100) }
        #expect(throws: error) { try files.lines(of: folder(given)) }
        #expect(
            error.message
                == "cannot read '\(folder(given))': No such file or directory; did you mean '\(folder(existing))'?")
        #expect(folder.names == [existing], "nothing made or changed")
    }

    /// A name misspelt by a letter or two (`fod.json5` for `food.json5`): the file of that kind
    /// in the same folder whose name is nearest is named; a file of another kind, or a name far
    /// from every file's, is not (a newcomer's `--app-file design/fod.json5` had no hint).
    @Test(arguments: [
        ("fod.json5", ["food.json5", "notes.txt"], "food.json5"),
        ("Food.json5", ["food.json5"], "food.json5"),
        ("happpy.coord", ["happy.coord", "happy.json5"], "happy.coord"),
        ("fod.json5", ["food.coord"], nil),
        ("groceries.json5", ["food.json5"], nil),
    ])
    func aMisspeltNameNamesTheNearestFileOfItsKind(given: String, existing: [String], similar: String?) throws {
        let folder = ScratchFolder()
        for name in existing { folder.write("{}", to: name) }
        let reason = similar.map { FileProblem.notFound(similar: folder($0)) } ?? .system(ENOENT)
        #expect(throws: ShellError.unreadable(folder(given), reason: reason)) {
            try files.read(folder(given), limit: 100)
        }
        let memory = MemoryFiles(
            files: Dictionary(uniqueKeysWithValues: existing.map { ("apps/\($0)", Data("{}".utf8)) }))
        let memoryReason = similar.map { FileProblem.notFound(similar: "apps/\($0)") } ?? .system(ENOENT)
        #expect(throws: ShellError.unreadable("apps/\(given)", reason: memoryReason)) {
            try memory.read("apps/\(given)", limit: 100)
        }
    }

    /// Without a namesake, or when the namesake is a folder, the error is the system's, as before.
    @Test func withoutANamesakeTheErrorIsThePlainOne() throws {
        let folder = ScratchFolder()
        #expect(throws: ShellError.unreadable(folder("shop.json"), reason: .system(ENOENT))) {
            try files.read(folder("shop.json"), limit: 100)
        }
        #expect(mkdir(folder("shop.json5"), 0o755) == 0)
        #expect(throws: ShellError.unreadable(folder("shop.json"), reason: .system(ENOENT))) {
            try files.read(folder("shop.json"), limit: 100)
        }
    }

    /// In memory (the tests' and the fuzzer's files), the same.
    @Test func memoryFilesNameTheNamesakeToo() {
        let memory = MemoryFiles(files: ["apps/shop.json5": Data("{}".utf8)])
        #expect(throws: ShellError.unreadable("apps/shop.json", reason: .notFound(similar: "apps/shop.json5"))) {
            try memory.read("apps/shop.json", limit: 100)
        }
    }
}
