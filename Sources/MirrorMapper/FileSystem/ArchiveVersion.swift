import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A cheap summary of an archive's state, to tell whether another process changed it since this
/// process last read or wrote it, without reading it again.
///
/// It combines two signals, because each alone has a blind spot:
///
/// - A generation counter in the lock file, which ``LockedArchive/replaceArchive(with:)``
///   increments for every write. It is exact for every writer that uses this protocol, even for
///   two writes within one clock tick that leave a file of the same size, but it cannot see a
///   file replaced by anything else (an editor, `cp`, a backup restore).
/// - The archive's ``FileFingerprint`` (device, inode, size, modification and status-change times
///   to the nanosecond). It sees outside edits, but a file system's timestamps advance in clock
///   ticks (milliseconds), and the inode freed by one atomic replace can be reused by the next,
///   so two quick writes of the same size can leave identical fingerprints.
///
/// Comparing both costs one `stat` and one 8-byte `pread` on the lock file already open. The
/// counter lives in the page cache and is not flushed: it only has to be seen by processes alive
/// at the same time, and none of them survives a machine crash.
struct ArchiveVersion: Equatable, Sendable {
    /// The number of writes recorded in the lock file.
    let generation: UInt64
    /// The archive's identity and timestamps, nil when it does not exist.
    let fingerprint: FileFingerprint?
    /// The size of the archive's journal (see ``StoreJournal``), nil when there is none: an append
    /// changes it (and not the generation).
    var journalSize: Int64?
}

/// The identity, size and timestamps of a file, from `stat`.
struct FileFingerprint: Equatable, Sendable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let modificationSeconds: Int
    let modificationNanoseconds: Int
    let statusChangeSeconds: Int
    let statusChangeNanoseconds: Int
    /// The user the file belongs to.
    let owner: uid_t

    /// The fingerprint of the file `status` describes.
    init(_ status: stat) {
        owner = status.st_uid
        device = UInt64(truncatingIfNeeded: status.st_dev)
        inode = UInt64(truncatingIfNeeded: status.st_ino)
        size = Int64(status.st_size)
        #if canImport(Darwin)
            let modified = status.st_mtimespec
            let statusChanged = status.st_ctimespec
        #else
            let modified = status.st_mtim
            let statusChanged = status.st_ctim
        #endif
        modificationSeconds = Int(modified.tv_sec)
        modificationNanoseconds = Int(modified.tv_nsec)
        statusChangeSeconds = Int(statusChanged.tv_sec)
        statusChangeNanoseconds = Int(statusChanged.tv_nsec)
    }
}

extension LockedArchive {
    /// The archive's version now. Compare it with the one remembered from the last read or write:
    /// while they are equal, the archive has not changed. `journal`, when given, keeps the
    /// journal's descriptor only while it is the file at the journal's path.
    func currentVersion(keeping journal: KeptJournal? = nil) throws(ArchiveFileError) -> ArchiveVersion {
        try version(fileStatus: fileStatus(atPath: paths.file, for: .inspect), keeping: journal)
    }

    /// The archive's version as a session finds it when it starts: ``currentVersion(keeping:)``,
    /// with the file's status that the acquisition took (under the lock, for an exclusive one)
    /// rather than a second one.
    func versionAtStart(keeping journal: KeptJournal) throws(ArchiveFileError) -> ArchiveVersion {
        try version(fileStatus: statusAtStart, keeping: journal)
    }

    private func version(fileStatus status: stat?, keeping journal: KeptJournal?) throws(ArchiveFileError)
        -> ArchiveVersion
    {
        let journalPath = paths.journalFile
        let journalSize: Int64?
        if let journal {
            journalSize = try journal.size(at: journalPath)
        } else {
            journalSize = try entryStatus(atPath: journalPath, for: .inspect).map { Int64($0.st_size) }
        }
        return ArchiveVersion(
            generation: try generation(), fingerprint: status.map(FileFingerprint.init),
            journalSize: journalSize)
    }

    /// Appends `record` to the archive's journal through `journal`, whose descriptor
    /// ``versionAtStart(keeping:)`` checked in this session, and returns the version to remember.
    /// The generation counter stays: within one generation of the archive the journal only grows,
    /// so its size tells other processes of the change. The lock must be held exclusively.
    func appendToJournal(_ record: [UInt8], at version: ArchiveVersion, through journal: KeptJournal)
        throws(ArchiveFileError) -> ArchiveVersion
    {
        try journal.append(record, to: paths.journalFile)
        return ArchiveVersion(
            generation: version.generation, fingerprint: version.fingerprint,
            journalSize: (version.journalSize ?? 0) + Int64(record.count))
    }

    /// Commits `data` as the archive's new contents: increments the generation counter, then
    /// replaces the archive atomically and durably with ``AtomicFileWriter``. Returns the version
    /// to remember. The lock must be held exclusively.
    ///
    /// The counter goes first: should the process die between the two steps, other processes
    /// only re-read an unchanged file; the other order could let them miss a change.
    ///
    /// - Throws: ``ArchiveFileError`` from either step; the archive then holds its old contents
    ///   (see ``AtomicFileWriter/replaceContents(of:with:)`` for the one exception).
    func replaceArchive(with data: some ContiguousBytes) throws(ArchiveFileError) -> ArchiveVersion {
        let next = try generation() &+ 1
        try writeGeneration(next)
        try AtomicFileWriter.replaceContents(of: paths, with: data)
        return try currentVersion()
    }

    /// The generation counter: 8 little-endian bytes at the start of the lock file, 0 while the
    /// lock file is new and empty, or read without a lock file.
    private func generation() throws(ArchiveFileError) -> UInt64 {
        guard let lockDescriptor else {
            return 0
        }
        var stored: UInt64 = 0
        let count = try checkedSystemCall(.lock, path: paths.lockFile) {
            pread(lockDescriptor, &stored, MemoryLayout<UInt64>.size, 0)
        }
        return count == MemoryLayout<UInt64>.size ? UInt64(littleEndian: stored) : 0
    }

    /// Stores `generation` as the generation counter.
    private func writeGeneration(_ generation: UInt64) throws(ArchiveFileError) {
        guard let lockDescriptor, mode == .exclusive else {
            preconditionFailure("replacing an archive needs the exclusive lock")
        }
        var stored = generation.littleEndian
        let count = try checkedSystemCall(.lock, path: paths.lockFile) {
            pwrite(lockDescriptor, &stored, MemoryLayout<UInt64>.size, 0)
        }
        guard count == MemoryLayout<UInt64>.size else {
            throw ArchiveFileError(.lock, path: paths.lockFile, code: EIO)
        }
    }
}
