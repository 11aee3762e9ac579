import Foundation

/// A read or a read-modify-write of a store in progress: the lock, held until the session is ended
/// with ``DefaultsStore/end(_:)`` (or destroyed), and the document as the file holds it.
struct StoreSession: ~Copyable {
    /// The held lock.
    let lock: StoreLock
    /// The document as the file and its journal hold it.
    var document: DefaultsDocument
    /// The version of the file and its journal that ``document`` is.
    var version: ArchiveVersion
    /// Where the journal's records that extend ``document`` end; nil when no journal extends it
    /// (see ``StoreState/journalLength``).
    var journalLength: Int?
    /// The observed keys whose values changed, by another process or by this session's commit.
    var changedKeys: Set<String>
    /// Whether ``version`` identifies ``document`` (see ``DocumentReading/isIdentifiedByVersion``).
    var isIdentifiedByVersion = true
}

/// The lock a session holds: the file's, or a store in memory's.
enum StoreLock: ~Copyable {
    case file(LockedArchive)
    case memory(HeldLock)

    /// What `body` makes of the file's lock.
    ///
    /// - Throws: What `body` throws; for a store in memory, which has no file (only the file's code
    ///   asks), an error that says so.
    func withFile<Result>(
        _ body: (borrowing LockedArchive) throws(ArchiveFileError) -> Result
    ) throws(ArchiveFileError) -> Result {
        switch self {
        case .file(let locked):
            return try body(locked)
        case .memory:
            throw ArchiveFileError(
                .read, path: "/dev/null", code: EINVAL, reason: "a store in memory has no file")
        }
    }
}

extension ArchiveVersion {
    /// The version of every session of a store in memory, which has no file.
    static let inMemory = ArchiveVersion(generation: 0, fingerprint: nil, journalSize: nil)
}

/// An `NSLock` this thread holds, released when this is destroyed.
struct HeldLock: ~Copyable {
    private let lock: NSLock

    /// Takes over `lock`, which this thread holds.
    init(_ lock: NSLock) {
        self.lock = lock
    }

    deinit {
        lock.unlock()
    }
}

/// What a store remembers of its file.
struct StoreState {
    /// The file's contents as last read or written.
    var document = DefaultsDocument()
    /// The file's version when ``document`` was read or written; nil before the first operation,
    /// and after a read that no version identifies (see ``DocumentReading/isIdentifiedByVersion``),
    /// so that the next session reads again.
    var version: ArchiveVersion?
    /// Where the records of the journal that extends ``document`` end: the journal's length
    /// while it holds nothing else. Nil when no journal extends the document (none, a stale one,
    /// or one with a record this version cannot apply): the next change then rewrites the file.
    var journalLength: Int?
    /// Whether a flush of the journal to disk is scheduled (see ``Configuration/Commit``).
    var isSyncScheduled = false
    /// Whether this store appended to the journal since it last rewrote the file: what a flush
    /// at exit, or when the store goes away, folds.
    var hasAppended = false
    /// Whether the leftovers of dead writers were removed.
    var hasRemovedLeftovers = false
}

/// A document read from the file and its journal, the version read, and where the journal's
/// records that extend it end.
struct DocumentReading {
    var document: DefaultsDocument
    var version: ArchiveVersion
    var journalLength: Int?
    /// Whether the version identifies what was read: false for a file read with a journal of
    /// another epoch, in the moment between a rewrite and its journal's reset. The reset and
    /// the appends after it can bring the journal back to the size read, so that a version equal
    /// to this one would no longer mean the same document; such a reading is used once and not
    /// remembered as current.
    var isIdentifiedByVersion = true
}
