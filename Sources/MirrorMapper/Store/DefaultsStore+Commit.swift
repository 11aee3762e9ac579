import Foundation

/// How a store's changes reach its file: rewritten durably (``DefaultsStore/Configuration/Commit/durable``),
/// or appended to the journal beside it and folded into it now and then
/// (``DefaultsStore/Configuration/Commit/journaled(syncInterval:)``).
extension DefaultsStore {
    /// Makes every change durable before it returns: folds the journal, if it holds anything, into
    /// the file (rewritten with `fsync` and `rename`) and empties it. A store that commits
    /// ``Configuration/Commit/durable`` has nothing to flush, unless a journaled store of another
    /// process left changes in the journal. A journaled store that appended flushes by itself when
    /// the process exits normally (`exit`, or a return from `main`), when the app goes to the
    /// background or is about to end (UIKit's, WatchKit's and AppKit's notifications), and when it
    /// is released. Call it yourself after changes made while the app runs in the background, and
    /// at the end of an app extension's work.
    ///
    /// ```swift
    /// try store.flush()
    /// ```
    /// - Throws: ``DefaultsError`` when the file cannot be read or written.
    public func flush() throws {
        var session = try beginSession(.exclusive)
        do {
            if let size = session.version.journalSize, size > Int64(StoreJournal.headerSize) {
                try rewriteFile(changedKeys: [], in: &session)
                remember(session)
            }
            end(session)
        } catch {
            end(session)
            throw error
        }
    }

    /// Commits the changes that the session's document holds already: appends them to the journal
    /// in the journaled mode while the journal extends the file, holds no damaged tail and is
    /// smaller than the file (and than 64 KiB), unless `rewriting` (a change outside the values);
    /// rewrites the file otherwise.
    ///
    /// - Throws: ``DefaultsError``; the file and its journal then hold what they held before.
    func write(
        _ changes: [String: Any?], removingAll: Bool, changedKeys: Set<String>, rewriting: Bool,
        in session: inout StoreSession
    ) throws {
        guard !rewriting, case .journaled = configuration.commit, let length = session.journalLength,
            session.version.journalSize == Int64(length),
            length < max(Self.smallestFold, Int(session.version.fingerprint?.size ?? 0))
        else {
            try rewriteFile(changedKeys: changedKeys, in: &session)
            return
        }
        let payload: [UInt8]
        do {
            payload = try DefaultsDocument.journalPayload(changes, removingAll: removingAll)
        } catch {
            throw DefaultsError.unstorableValue(
                key: changedKeys.sorted().joined(separator: ", "), reason: String(describing: error))
        }
        let record = StoreJournal.record(payload)
        let (version, journal) = (session.version, journal)
        let journalFile: String
        do {
            (session.version, journalFile) = try session.lock.withFile { locked throws(ArchiveFileError) in
                (try locked.appendToJournal(record, at: version, through: journal), locked.paths.journalFile)
            }
        } catch {
            throw DefaultsError.file(error)
        }
        session.journalLength = length + record.count
        session.document.forgetFileText()
        state.withLock { $0.hasAppended = true }
        scheduleSync(of: journalFile)
    }

    /// The journal's length below which it is not folded, whatever the file's size.
    private static let smallestFold = 64 * 1024

    /// Rewrites the file durably with the session's document. A document that a journal extends,
    /// or any in the journaled mode, is written with a new epoch, and the journal is then emptied
    /// and started at that epoch: should the process die in between, the journal's records, of
    /// another epoch, are never applied again. Epochs are random, so that no journal left by
    /// anyone can hold the new one.
    func rewriteFile(changedKeys: Set<String>, in session: inout StoreSession) throws {
        let journaled: Bool
        if case .journaled = configuration.commit {
            journaled = true
        } else {
            journaled = session.document.journalEpoch != nil || session.version.journalSize != nil
        }
        if journaled {
            let previous = session.document.journalEpoch
            repeat {
                session.document.journalEpoch = UInt64.random(in: 1...(1 << 62))
            } while session.document.journalEpoch == previous
            session.document.formatVersion = max(session.document.formatVersion, 2)
        }
        let data: [UInt8]
        do {
            data = try session.document.serialized(changedKeys: changedKeys)
        } catch {
            let keys = changedKeys.sorted().joined(separator: ", ")
            throw DefaultsError.unstorableValue(key: keys, reason: String(describing: error))
        }
        let (epoch, journal) = (session.document.journalEpoch, journal)
        var resetFailure: (path: String, error: ArchiveFileError)?
        do {
            session.version = try session.lock.withFile { locked throws(ArchiveFileError) in
                let journalFile = locked.paths.journalFile
                if epoch != nil {
                    // Before anything is written: a journal that would be refused fails the call
                    // while it has changed nothing.
                    try StoreJournal.requireResettable(journalFile)
                }
                let replaced = try locked.replaceArchive(with: data)
                guard let epoch else {
                    return replaced
                }
                do throws(ArchiveFileError) {
                    try StoreJournal.reset(journalFile, epoch: epoch)
                } catch {
                    resetFailure = (journalFile, error)
                    return replaced
                }
                return try locked.currentVersion(keeping: journal)
            }
        } catch {
            throw DefaultsError.file(error)
        }
        state.withLock { $0.hasAppended = false }
        session.journalLength = epoch == nil ? nil : StoreJournal.headerSize
        if let resetFailure {
            // The file holds every change, so the call succeeds; the journal left as it was is of
            // an older epoch, and no version identifies that state (see `DocumentReading`).
            session.journalLength = nil
            session.isIdentifiedByVersion = false
            coding.report(
                DefaultsIssue(
                    key: nil, path: resetFailure.path,
                    problem: "the journal was not started anew after the file was rewritten, so its"
                        + " records, of an older epoch, no longer apply: \(resetFailure.error)",
                    action: .ignoredValue))
        }
    }

    /// Applies the records of the journal that extends `document`, if any. When one may (the
    /// document names an epoch), the file is checked to be the one read once the journal is
    /// read: a store rewritten in between (seen by a reader taking no lock) is read again, so that
    /// a reader never takes a file without the journal that extends it.
    func applyingJournal(
        to document: DefaultsDocument, of paths: ArchivePaths, generation: UInt64,
        fingerprint: FileFingerprint?
    ) throws -> DocumentReading {
        var document = document
        // Whether every record is of the document's epoch and applies: one that is not ends the read.
        var appliesAll = true
        let journal = try StoreJournal.read(paths.journalFile, owner: fingerprint?.owner ?? geteuid()) {
            epoch, payload in
            appliesAll = epoch == document.journalEpoch && document.applyJournalRecord(payload)
            return appliesAll
        }
        if document.journalEpoch != nil {
            let now = try fileStatus(atPath: paths.file, for: .inspect).map(FileFingerprint.init)
            guard now == fingerprint else {
                throw FileChangedWhileRead()
            }
        }
        let version = ArchiveVersion(
            generation: generation, fingerprint: fingerprint, journalSize: journal.size.map(Int64.init))
        guard let epoch = document.journalEpoch, journal.epoch == epoch else {
            // A journal of another epoch beside a file that names one: its reset is yet to come.
            let isResetPending = document.journalEpoch != nil && journal.size != nil
            return DocumentReading(
                document: document, version: version, journalLength: nil,
                isIdentifiedByVersion: !isResetPending)
        }
        return DocumentReading(
            document: document, version: version, journalLength: appliesAll ? journal.validLength : nil)
    }

    /// Flushes the journal at `path` to disk once the sync interval has passed, unless a flush is
    /// scheduled already. A failure is reported as a ``DefaultsIssue``.
    private func scheduleSync(of path: String) {
        guard case .journaled(let interval) = configuration.commit,
            state.withLock({ state in
                defer { state.isSyncScheduled = true }
                return !state.isSyncScheduled
            })
        else {
            return
        }
        let (state, coding) = (state, coding)
        DispatchQueue.global(qos: .utility).asyncAfter(
            deadline: .now() + DispatchTimeInterval(atLeastAMillisecond: interval)
        ) {
            state.withLock { $0.isSyncScheduled = false }
            do {
                try StoreJournal.synchronize(path)
            } catch {
                coding.report(
                    DefaultsIssue(
                        key: nil, path: path,
                        problem: "the journal was not flushed to disk (a crash of the system may lose the"
                            + " last changes): \(error)",
                        action: .notSaved))
            }
        }
    }
}

/// The store's file was replaced while its journal was read: the two may not belong together, and
/// are read again.
struct FileChangedWhileRead: Error {}
