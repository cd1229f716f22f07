import FoundationEssentials
import Glibc

extension FileAccess {
    /// Refuses to replace a file at `path` that exists, is not empty and is not `kind` coordsh
    /// wrote (as its contents tell), saying what it is. A missing file, or one that is not a
    /// regular file, is left to the write, which makes the first or says what is wrong with the
    /// other; a file coordsh cannot read is refused, as it cannot tell what it is.
    func checkReplaceable(_ path: String, as kind: OwnFileKind) throws(ShellError) {
        let existing: Data
        do {
            existing = try read(path, limit: SessionFile.maxBytes)
        } catch .unreadable(_, .tooLarge) {
            throw .unwritable(path, reason: .notOurs(kind.described, found: nil))
        } catch .unreadable(_, .system(let code)) where code == EACCES || code == EPERM {
            throw .unwritable(path, reason: .notOurs(kind.described, found: "a file coordsh cannot read"))
        } catch {
            return
        }
        guard !existing.isEmpty, !kind.marks(existing) else { return }
        throw .unwritable(path, reason: .notOurs(kind.described, found: OwnFileKind.described(existing, path: path)))
    }

    /// Whether `path` is a file of `kind` coordsh wrote (not an empty one): one it may remove.
    func holds(_ kind: OwnFileKind, at path: String) -> Bool {
        guard let existing = try? read(path, limit: SessionFile.maxBytes) else { return false }
        return kind.marks(existing)
    }
}
