import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The journal beside an archive (`<file>.journal`): changes appended with `write(2)` since the
/// archive was last rewritten, so that a change costs one append instead of a durable rewrite.
///
/// The layout, all integers little-endian:
///
/// - a header of 16 bytes: the magic `MMJOURNL`, then the epoch (8 bytes), which must equal the
///   archive's own epoch for the journal to extend it;
/// - records, each its payload's length (4 bytes), its FNV-1a checksum (4 bytes), then the payload.
///
/// A journal whose epoch is not the archive's is stale (a rewrite of the archive that died before
/// it reset the journal) and is ignored. Records are read in order up to the first one that is cut
/// short or whose checksum does not match: a process killed during an append leaves a torn tail,
/// and a power loss may leave garbage there; the records before it are whole. This layer knows
/// bytes only; what a payload means is the store's business.
///
/// Appends (through ``KeptJournal``) need the archive's exclusive lock; reads take none (a record
/// being appended is a torn tail until its `write` returns).
enum StoreJournal {
    /// The bytes of the header.
    static let headerSize = 16
    /// The bytes before each record's payload: its length and checksum.
    static let recordHeaderSize = 8
    /// The longest payload a record may hold; a longer length is a damaged record.
    static let longestPayload = 64 * 1024 * 1024
    static let magic = Array("MMJOURNL".utf8)

    /// What the journal's name adds to the archive's.
    static let fileNameSuffix = ".journal"

    /// The bytes of one record holding `payload`.
    static func record(_ payload: [UInt8]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(recordHeaderSize + payload.count)
        append(UInt32(payload.count), to: &bytes)
        append(checksum(payload), to: &bytes)
        bytes.append(contentsOf: payload)
        return bytes
    }

    /// The header of a journal of `epoch`.
    static func header(epoch: UInt64) -> [UInt8] {
        var bytes = magic
        append(epoch, to: &bytes)
        return bytes
    }

    /// Throws unless the journal at `path` may be reset by this process: there is none, or it
    /// follows the journal's rules for this process's user. Checked before the store's file is
    /// rewritten, so that a rewrite whose journal would be refused changes nothing.
    static func requireResettable(_ path: String) throws(ArchiveFileError) {
        if let status = try entryStatus(atPath: path, for: .write) {
            try FileKindCheck.requireJournal(status, path: path, owner: geteuid(), for: .write)
        }
    }

    /// Empties the journal at `path` (creating it, 0600, if missing) and starts it at `epoch`. The
    /// lock must be held exclusively. A journal it creates is flushed to disk with its directory's
    /// entry, so that the appends the next sync flushes are not lost with a name that never
    /// reached the disk.
    static func reset(_ path: String, epoch: UInt64) throws(ArchiveFileError) {
        let flags = O_WRONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC
        var created = false
        var descriptor = open(path, flags)
        if descriptor == -1, errno == ENOENT {
            descriptor = open(path, flags | O_CREAT | O_EXCL, TemporaryFiles.defaultPermissions)
            created = descriptor != -1
        }
        guard descriptor != -1 else {
            throw ArchiveFileError(.write, path: path, code: errno)
        }
        defer { closeIgnoringErrors(descriptor) }
        let status = try fileStatus(ofDescriptor: descriptor, path: path, for: .write)
        try FileKindCheck.requireJournal(status, path: path, owner: geteuid(), for: .write)
        try checkedSystemCall(.write, path: path) { ftruncate(descriptor, 0) }
        try writeAll(header(epoch: epoch), to: descriptor, path: path)
        if created {
            // Ordered: the durable flush of the journal that follows its appends (``synchronize(_:)``)
            // empties the drive's cache of the name and the header too.
            try checkedSystemCall(.synchronize, path: path) { flushToStorage(descriptor, .ordered) }
            try synchronizeDirectory(ArchivePaths.parentDirectory(of: path), .ordered)
        }
    }

    /// Flushes the journal at `path` to disk, if it exists.
    static func synchronize(_ path: String) throws(ArchiveFileError) {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor != -1 else {
            let code = errno
            guard code == ENOENT else {
                throw ArchiveFileError(.synchronize, path: path, code: code)
            }
            return
        }
        defer { closeIgnoringErrors(descriptor) }
        try checkedSystemCall(.synchronize, path: path) { flushToStorage(descriptor, .durable) }
    }

    /// Writes all of `bytes` at the descriptor's position, however many `write` calls that takes.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String)
        throws(ArchiveFileError)
    {
        var offset = 0
        while offset < bytes.count {
            let written = try checkedSystemCall(.write, path: path) {
                bytes.withUnsafeBytes { buffer in
                    write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                }
            }
            guard written > 0 else {
                throw ArchiveFileError(.write, path: path, code: EIO)
            }
            offset += written
        }
    }

    /// FNV-1a, 32 bits: enough to tell a torn or garbage record from a whole one.
    static func checksum(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var hash: UInt32 = 0x811C_9DC5
        for byte in bytes {
            hash = (hash ^ UInt32(byte)) &* 0x0100_0193
        }
        return hash
    }

    private static func append(_ value: some FixedWidthInteger, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    static func integer<Value: FixedWidthInteger>(_: Value.Type, in bytes: [UInt8], at offset: Int)
        -> Value
    {
        var value = Value.zero
        for index in (0..<MemoryLayout<Value>.size).reversed() {
            value = value << 8 | Value(bytes[offset + index])
        }
        return value
    }
}
