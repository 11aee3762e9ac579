#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A store's journal (see ``StoreJournal``) kept open between appends, so that a journaled commit
/// costs one `write` rather than an open, a write and a close.
///
/// The kept descriptor is checked against the journal's path at every ``size(at:)``, which a
/// session calls before it appends: a journal that was removed, renamed or replaced since is
/// closed, and the next append opens the file at the path anew.
final class KeptJournal: Sendable {
    private struct Kept {
        let path: String
        let status: stat
        let descriptor: Int32
    }

    private let kept = Locked<Kept?>(nil)

    deinit {
        kept.withLock { kept in
            if let kept {
                closeIgnoringErrors(kept.descriptor)
            }
        }
    }

    /// The size of the journal at `path`, nil when there is none; forgets the kept descriptor
    /// unless it is the file at `path`.
    ///
    /// - Throws: ``ArchiveFileError`` when the path cannot be inspected.
    func size(at path: String) throws(ArchiveFileError) -> Int64? {
        let status = try entryStatus(atPath: path, for: .inspect)
        kept.withLock { kept in
            guard let current = kept else {
                return
            }
            // A second name given since it was opened: open it anew, which refuses it.
            let isKeptFile = status.map {
                current.path == path && isSameFile($0, current.status) && $0.st_nlink == 1
            }
            if isKeptFile != true {
                closeIgnoringErrors(current.descriptor)
                kept = nil
            }
        }
        return status.map { Int64($0.st_size) }
    }

    /// Appends `bytes` (whole records) to the journal at `path`, which must exist, through the
    /// kept descriptor when it is that file's. The lock must be held exclusively.
    ///
    /// - Throws: ``ArchiveFileError`` when the journal cannot be opened or written; a record then
    ///   written in part is a torn tail, which readers ignore.
    func append(_ bytes: [UInt8], to path: String) throws(ArchiveFileError) {
        let descriptor = try descriptor(for: path)
        do throws(ArchiveFileError) {
            try StoreJournal.writeAll(bytes, to: descriptor, path: path)
        } catch {
            // Open it anew next time: a descriptor that failed once is not trusted again.
            kept.withLock { kept in
                if let current = kept {
                    closeIgnoringErrors(current.descriptor)
                }
                kept = nil
            }
            throw error
        }
    }

    /// The kept descriptor of the journal at `path`, or the file opened for appending and kept.
    private func descriptor(for path: String) throws(ArchiveFileError) -> Int32 {
        if let current = kept.withLock({ $0 }), current.path == path {
            return current.descriptor
        }
        let descriptor = try checkedSystemCall(.write, path: path) {
            open(path, O_WRONLY | O_APPEND | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        }
        let status: stat
        do throws(ArchiveFileError) {
            status = try fileStatus(ofDescriptor: descriptor, path: path, for: .write)
            try FileKindCheck.requireJournal(status, path: path, owner: geteuid(), for: .write)
        } catch {
            closeIgnoringErrors(descriptor)
            throw error
        }
        kept.withLock { kept in
            if let previous = kept {
                closeIgnoringErrors(previous.descriptor)
            }
            kept = Kept(path: path, status: status, descriptor: descriptor)
        }
        return descriptor
    }
}
