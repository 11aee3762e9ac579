import Foundation

/// Reads a store's document from its file, and waits out another program that is rewriting the
/// file in place.
///
/// An empty file, or one that is not a whole document, may be the moment between another
/// program's truncation of the file and its write. So such a file that was modified within the
/// last ``settlingTime`` is read again, at growing intervals, until it parses or has been left
/// alone that long; only then is it an empty store or a corrupt file. A file that stays like that
/// while it keeps being modified is an error, never an empty store: a write derived from such a
/// read would drop every other key.
enum DefaultsDocumentReader {
    /// How long an empty or unparsable file must have been left alone to be taken as it is.
    static let settlingTime = 1.0
    /// How long a read waits in all for the file to settle before it gives up.
    private static let longestWait = 2 * settlingTime

    /// What a file held.
    enum Outcome {
        /// A document; empty for a missing or empty file.
        case document(DefaultsDocument)
        /// A damaged defaults document.
        case corrupt(DefaultsDocument.Problem)
        /// Whole JSON that is not a defaults document: another program's file.
        case notAStore(DefaultsDocument.Problem)
        /// A defaults document of a format version newer than this package reads.
        case newerFormat(version: Int, DefaultsDocument.Problem)
    }

    /// What a file held, and the fingerprint of the file it was read from (nil when missing).
    struct Reading {
        let outcome: Outcome
        let fingerprint: FileFingerprint?
    }

    /// Reads the document in the file at `path`.
    ///
    /// - Throws: ``ArchiveFileError`` when the file cannot be read (see
    ///   ``ArchiveFileReader/snapshot(of:)``), or stays empty or incomplete while another program
    ///   keeps modifying it.
    static func read(_ path: String) throws(ArchiveFileError) -> Reading {
        var waited = 0.0
        var pause = 0.001
        while true {
            let snapshot = try ArchiveFileReader.snapshot(of: path)
            let outcome: Outcome
            switch snapshot.contents {
            case .missing:
                return Reading(outcome: .document(DefaultsDocument()), fingerprint: nil)
            case .empty:
                outcome = .document(DefaultsDocument())
            case .bytes(let data):
                do {
                    let document = try DefaultsDocument(parsing: data)
                    return Reading(outcome: .document(document), fingerprint: snapshot.fingerprint)
                } catch {
                    // Whole JSON, never a moment of a rewrite in place: no need to wait for it.
                    switch error.kind {
                    case .corrupt:
                        outcome = .corrupt(error)
                    case .notAStore:
                        return Reading(outcome: .notAStore(error), fingerprint: snapshot.fingerprint)
                    case .newerFormat(let version):
                        return Reading(
                            outcome: .newerFormat(version: version, error), fingerprint: snapshot.fingerprint)
                    }
                }
            }
            guard let fingerprint = snapshot.fingerprint, isSettling(fingerprint) else {
                return Reading(outcome: outcome, fingerprint: snapshot.fingerprint)
            }
            guard waited < longestWait else {
                throw ArchiveFileError(
                    .read, path: path, code: EAGAIN,
                    reason: "it stayed empty or incomplete while another program kept writing it")
            }
            Thread.sleep(forTimeInterval: pause)
            waited += pause
            pause = min(pause * 2, 0.05)
        }
    }

    /// Whether the file was modified less than ``settlingTime`` ago (a modification time in the
    /// future, from another clock, says nothing and does not count).
    private static func isSettling(_ fingerprint: FileFingerprint) -> Bool {
        let modified =
            Double(fingerprint.modificationSeconds) + Double(fingerprint.modificationNanoseconds) / 1e9
        let age = Date().timeIntervalSince1970 - modified
        return age >= 0 && age < settlingTime
    }
}
