#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading a journal record by record, with at most one record and one chunk of the file in
/// memory, whatever the journal's size.
extension StoreJournal {
    /// What a journal holds, besides the payloads of its records (which the readers hand out one at
    /// a time).
    struct Contents {
        /// The epoch of the header; nil when the journal is missing, empty or has no whole header.
        let epoch: UInt64?
        /// How many whole records were handed out.
        let recordCount: Int
        /// Where the records handed out end.
        let validLength: Int
        /// The journal's bytes, whole records and any torn or garbage tail; nil when there is none.
        let size: Int?
    }

    /// The bytes read from the file at a time.
    private static let chunkSize = 256 * 1024

    /// Reads the journal at `path`, which must follow the journal's rules for `owner`, the store's
    /// user (see ``FileKindCheck/requireJournal(_:path:owner:for:)``), and hands `record` the
    /// header's epoch and each whole record's payload in order, until a record is cut short or
    /// damaged, or `record` returns false. Empty contents when there is none.
    ///
    /// It reads the bytes the journal holds when it is opened: records appended meanwhile are left
    /// to the next read (one being appended is a torn tail), so a journal that keeps growing never
    /// makes a read fail. Memory holds one record and one chunk at most (a record's payload is at
    /// most 64 MiB), so a journal of any size is read.
    ///
    /// - Throws: ``ArchiveFileError`` when it exists but is refused or cannot be read.
    static func read(
        _ path: String,
        owner: uid_t,
        records record: (_ epoch: UInt64, _ payload: ArraySlice<UInt8>) -> Bool = { _, _ in true }
    ) throws(ArchiveFileError) -> Contents {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor != -1 else {
            let code = errno
            if code == ENOENT {
                return Contents(epoch: nil, recordCount: 0, validLength: 0, size: nil)
            }
            // A symbolic link (ELOOP) or a socket (ENXIO): say what is there rather than why not.
            var status = stat()
            if lstat(path, &status) == 0 {
                try FileKindCheck.requireJournal(status, path: path, owner: owner, for: .read)
            }
            throw ArchiveFileError(.read, path: path, code: code)
        }
        defer { closeIgnoringErrors(descriptor) }
        let status = try fileStatus(ofDescriptor: descriptor, path: path, for: .read)
        try FileKindCheck.requireJournal(status, path: path, owner: owner, for: .read)
        let size = Int(status.st_size)
        return try scan(size: size, record: record) { offset, count throws(ArchiveFileError) in
            var bytes = [UInt8](repeating: 0, count: count)
            var filled = 0
            while filled < count {
                let read = try checkedSystemCall(.read, path: path) {
                    bytes.withUnsafeMutableBytes { buffer in
                        pread(
                            descriptor, buffer.baseAddress.map { $0 + filled }, count - filled,
                            off_t(offset + filled))
                    }
                }
                guard read > 0 else {
                    break  // cut short meanwhile, by a rewrite's reset: the file's check reads again
                }
                filled += read
            }
            return bytes[..<filled]
        }
    }

    /// Scans a journal of `size` bytes, which `read(offset, count)` gives (fewer at its end), and
    /// hands out its records (see ``read(_:owner:records:)``).
    private static func scan(
        size: Int,
        record: (_ epoch: UInt64, _ payload: ArraySlice<UInt8>) -> Bool,
        read: (_ offset: Int, _ count: Int) throws(ArchiveFileError) -> ArraySlice<UInt8>
    ) throws(ArchiveFileError) -> Contents {
        var buffer = Array(try read(0, min(size, chunkSize)))
        guard buffer.count >= headerSize, buffer.prefix(magic.count).elementsEqual(magic) else {
            return Contents(epoch: nil, recordCount: 0, validLength: 0, size: size)
        }
        let epoch = integer(UInt64.self, in: buffer, at: magic.count)
        // The file offset of `buffer[0]`.
        var bufferStart = 0
        /// Whether the file's bytes up to `end` are in the buffer, reading more when they are not
        /// (and dropping the bytes before `keptFrom`).
        func holds(upTo end: Int, keepingFrom keptFrom: Int) throws(ArchiveFileError) -> Bool {
            guard end > bufferStart + buffer.count else {
                return true
            }
            buffer.removeFirst(keptFrom - bufferStart)
            bufferStart = keptFrom
            let bufferEnd = bufferStart + buffer.count
            buffer += try read(bufferEnd, max(chunkSize, end - bufferEnd))
            return end <= bufferStart + buffer.count
        }
        var offset = headerSize
        var recordCount = 0
        while offset + recordHeaderSize <= size,
            try holds(upTo: offset + recordHeaderSize, keepingFrom: offset)
        {
            let length = Int(integer(UInt32.self, in: buffer, at: offset - bufferStart))
            let start = offset + recordHeaderSize
            guard length <= longestPayload, length <= size - start,
                try holds(upTo: start + length, keepingFrom: offset)
            else {
                break
            }
            let payload = buffer[(start - bufferStart)..<(start + length - bufferStart)]
            guard checksum(payload) == integer(UInt32.self, in: buffer, at: offset + 4 - bufferStart),
                record(epoch, payload)
            else {
                break
            }
            recordCount += 1
            offset = start + length
        }
        return Contents(epoch: epoch, recordCount: recordCount, validLength: offset, size: size)
    }
}
