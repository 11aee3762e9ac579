import Foundation

/// The contents of a ``DefaultsStore`` file: a JSON object with a format version and the stored
/// values, written with sorted keys and indentation so that people can read and diff it:
///
/// ```json
/// {
///   "formatVersion" : 1,
///   "values" : {
///     "launchCount" : 3,
///     "settings" : {
///       "fontSize" : 14,
///       "theme" : "dark"
///     }
///   }
/// }
/// ```
///
/// Members other than these two are kept as read and written back. A file's version number is kept
/// when it is written again, never lowered. A file of a format version newer than
/// ``currentFormatVersion`` is refused (``Problem/Kind/newerFormat``): a newer format may keep part
/// of the values elsewhere (as version 2 keeps the latest changes in a journal beside the file), so
/// reading only `values` could show stale values, and writing them back would lose the others.
struct DefaultsDocument {
    /// The newest format version this package reads and writes: 2, a file that a journal may
    /// extend. Version 1 is the same file without a journal.
    static let currentFormatVersion = 2
    /// The version a file without a journal is written with, readable by every earlier reader.
    static let plainFormatVersion = 1
    static let formatVersionMember = "formatVersion"
    static let valuesMember = "values"
    static let journalEpochMember = "journalEpoch"
    static let schemaVersionMember = "schemaVersion"

    /// The stored values by key, as JSON-compatible values.
    var values: [String: Any] = [:]
    /// The version written with the file: this package's, or a newer one found in the file.
    var formatVersion = Self.plainFormatVersion
    /// The epoch of the journal that extends this document (see ``StoreJournal``); nil when no
    /// journal does. Written as the member `journalEpoch`.
    var journalEpoch: UInt64?
    /// How many of the store's migrations the values have been through (see
    /// ``DefaultsStore/Configuration/migrations``). Written as the member `schemaVersion` when not 0.
    var schemaVersion = 0
    /// Top-level members this version does not know, kept as read.
    var otherMembers: [String: Any] = [:]
    /// The text of the values as last written or encoded, current while ``isFileTextCurrent``.
    private var fileText = DefaultsFileText()
    /// Whether ``fileText`` holds the text of every value but those changed since.
    private var isFileTextCurrent = false

    /// A document with no values.
    init() {}

    /// Reads a document from the bytes of a file.
    ///
    /// The `formatVersion` member marks a store's file: every file the store writes has it. Whole
    /// JSON without it (an array, or an object such as a `package.json`) is another program's
    /// file, never a store's file cut short, and is refused as ``Problem/Kind/notAStore``.
    ///
    /// - Throws: ``DefaultsDocument/Problem`` naming what is wrong: not JSON, JSON without the
    ///   format marker, a format version or values member of the wrong shape.
    init(parsing data: Data) throws(Problem) {
        var options = JSONReader.Options()
        options.allowsTopLevelScalars = false
        let parsed: Any
        do {
            parsed = try JSONReader(options: options).value(from: data)
        } catch {
            throw Problem(.corrupt, "not valid JSON: \(error)")
        }
        let marker = "the store's \"\(Self.formatVersionMember)\" member"
        guard var members = parsed as? [String: Any] else {
            throw Problem(.notAStore, "it is a JSON array, not an object with \(marker)")
        }
        guard let version = members.removeValue(forKey: Self.formatVersionMember) else {
            throw Problem(.notAStore, "it is a JSON object without \(marker)")
        }
        guard let number = version as? Int, number >= 1 else {
            throw Problem(.corrupt, "\"\(Self.formatVersionMember)\" is not a positive integer")
        }
        guard number <= Self.currentFormatVersion else {
            throw Problem(
                .newerFormat(number),
                "its format version \(number) is newer than this version of MirrorMapper reads"
                    + " (up to \(Self.currentFormatVersion))")
        }
        formatVersion = number
        if let stored = members.removeValue(forKey: Self.valuesMember) {
            guard let values = stored as? [String: Any] else {
                throw Problem(.corrupt, "\"\(Self.valuesMember)\" is not a JSON object")
            }
            self.values = values
        }
        if let epoch = members.removeValue(forKey: Self.journalEpochMember) {
            guard let number = epoch as? Int, number >= 0, formatVersion >= 2 else {
                throw Problem(.corrupt, "\"\(Self.journalEpochMember)\" is not an epoch of a version 2 file")
            }
            journalEpoch = UInt64(number)
        }
        if let schema = members.removeValue(forKey: Self.schemaVersionMember) {
            guard let number = schema as? Int, number >= 0 else {
                throw Problem(.corrupt, "\"\(Self.schemaVersionMember)\" is not a non-negative integer")
            }
            schemaVersion = number
        }
        otherMembers = members
    }

    /// The file's bytes: sorted keys, two-space indentation, a final newline. Only the values of
    /// `changedKeys` (set, changed or removed since the document was last serialized) are encoded
    /// again; all of them the first time, after the document was read.
    mutating func serialized(changedKeys: Set<String>) throws(JSONError) -> [UInt8] {
        try fileText.update(values, changedKeys: isFileTextCurrent ? changedKeys : nil)
        isFileTextCurrent = true
        var members = otherMembers
        if let journalEpoch {
            members[Self.journalEpochMember] = Int(clamping: journalEpoch)
        }
        if schemaVersion > 0 {
            members[Self.schemaVersionMember] = schemaVersion
        }
        return try fileText.bytes(formatVersion: formatVersion, otherMembers: members)
    }

    /// Drops the kept file text, after the values changed in a way ``serialized(changedKeys:)``
    /// will not be told of.
    mutating func forgetFileText() {
        fileText = DefaultsFileText()
        isFileTextCurrent = false
    }

    /// Why a file is not a defaults document.
    struct Problem: Error, CustomStringConvertible {
        /// Whether the file is a store's file that is damaged, or another program's JSON.
        enum Kind: Equatable {
            /// Not JSON, or a store's file whose members have the wrong shape: it may be moved
            /// aside (see ``DefaultsStore/CorruptFileRecovery``).
            case corrupt
            /// Whole JSON without the store's format marker: never moved aside or replaced.
            case notAStore
            /// A store's file of a format version newer than this package reads: refused by
            /// every operation, never moved aside or replaced.
            case newerFormat(Int)
        }

        let kind: Kind
        let description: String

        init(_ kind: Kind, _ description: String) {
            self.kind = kind
            self.description = description
        }
    }
}

extension JSONWriter.Options {
    /// Sorted keys and indentation: stable, human-readable output.
    static var readable: JSONWriter.Options {
        var options = JSONWriter.Options()
        options.sortsKeys = true
        options.prettyPrints = true
        return options
    }
}
