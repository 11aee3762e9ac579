/// Why a ``DefaultsStore`` operation failed.
///
/// ```swift
/// do {
///     try store.set(settings, forKey: "settings")
/// } catch let error as DefaultsError {
///     print(error)   // could not create a temporary file next to …/defaults.json: Read-only file system …
/// }
/// ```
public enum DefaultsError: Error, Sendable, CustomStringConvertible {
    /// The store's file or directory could not be read, written, locked or moved. A failed write
    /// leaves both the file and the store's memory as they were before it.
    case file(ArchiveFileError)
    /// The store's file is not a defaults file: not JSON, or JSON of the wrong shape. It was left
    /// where it is, untouched; a store configured with
    /// ``DefaultsStore/CorruptFileRecovery/moveAsideAndStartEmpty`` moves it aside instead.
    case corruptFile(path: String, reason: String)
    /// The store's file is JSON, but not a defaults file: it has no `formatVersion` member, the
    /// marker of every file a store writes (another program's file, such as a `package.json`).
    /// Every operation refuses it and leaves it as it is, whatever
    /// ``DefaultsStore/CorruptFileRecovery`` says: it is not damaged, it is someone else's.
    case notAStore(path: String, reason: String)
    /// The store's file has a `formatVersion` newer than this version of the package reads (it
    /// reads up to 2): a newer package wrote it, and may keep values where this one does not
    /// look. Every operation refuses it and leaves it as it is, whatever
    /// ``DefaultsStore/CorruptFileRecovery`` says; update the package to read it.
    case newerFormat(path: String, version: Int)
    /// In strict mode, a stored value that does not convert to the requested type, with the
    /// mapper's error (its path is inside the value).
    case invalidValue(key: String, MappingError)
    /// A value that cannot be stored as JSON (for example a `Double` that is not finite, in strict
    /// mode, or a cycle between objects).
    case unstorableValue(key: String, reason: String)
    /// The store's values have been through more migrations than this store declares
    /// (``DefaultsStore/Configuration/migrations``): a store with a longer list migrated them (a
    /// newer version of the app, or another store on the same file), and this one would misread
    /// them. Every operation refuses the file and leaves it as it is.
    case newerSchema(path: String, version: Int, known: Int)
    /// A migration step threw; nothing was changed, and the migration runs again at the next
    /// operation.
    case migrationFailed(step: Int, reason: String)

    /// One sentence naming the file or key and the reason.
    public var description: String {
        switch self {
        case .file(let error):
            "\(error)"
        case .corruptFile(let path, let reason):
            "the defaults file \(path) is corrupt and was not used: \(reason)"
        case .notAStore(let path, let reason):
            "the file \(path) is not a defaults store and was left unchanged: \(reason)"
        case .newerFormat(let path, let version):
            "the defaults file \(path) has format version \(version), newer than this version of MirrorMapper"
                + " reads (up to \(DefaultsDocument.currentFormatVersion)), and was left unchanged"
        case .invalidValue(let key, let error):
            "the value stored under \"\(key)\" does not convert: \(error)"
        case .unstorableValue(let key, let reason):
            "the value for \"\(key)\" cannot be stored: \(reason)"
        case .newerSchema(let path, let version, let known):
            "the defaults file \(path) was migrated to schema version \(version), past this store's"
                + " \(known) migration\(known == 1 ? "" : "s"), whose values it would misread; it was left"
                + " unchanged (a store with a longer list of migrations, of a newer app or of this one, wrote it)"
        case .migrationFailed(let step, let reason):
            "migration \(step) of the store failed, and nothing was changed: \(reason)"
        }
    }
}
