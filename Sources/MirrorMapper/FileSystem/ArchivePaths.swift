import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The names of the files that belong to one archive file: the archive itself, its lock file,
/// the temporary files that receive new contents, and the copies of it moved aside as corrupt.
///
/// All of them but the lock file live in the archive's directory, so a rename between them never
/// crosses a file system and stays atomic; the lock file is beside the path given, which is the
/// archive's path unless that is a symbolic link (see ``lockFile``):
///
/// - `defaults.json.lock`: the lock file (see ``FileLock``);
/// - `defaults.json.journal`: the journal of a journaled store (see ``StoreJournal``);
/// - `defaults.json.tmp-0123456789abcdef`: a temporary file (see ``TemporaryFiles``);
/// - `defaults.json.corrupt-20260131T235959Z`: a corrupt archive moved aside (see
///   ``CorruptFileQuarantine``), with `-2`, `-3`… appended when that name is taken.
struct ArchivePaths: Equatable, Sendable {
    /// The archive file.
    let file: String
    /// The directory that holds the archive: the part of ``file`` before its last `/`.
    let directory: String
    /// The archive's name within ``directory``.
    let fileName: String
    /// The archive's journal (see ``StoreJournal``), made once rather than at every commit.
    let journalFile: String
    /// The path given for the archive when it is a symbolic link that leads to ``file``; nil when
    /// it is ``file`` itself (see ``resolving(_:)``).
    let link: String?

    /// The marker between the archive's name and the random part of a temporary file's name.
    private static let temporaryMarker = ".tmp-"
    /// The number of hexadecimal digits in the random part of a temporary file's name.
    private static let temporaryRandomDigits = 16

    /// The longest name of a file the archive makes next to its own: a copy moved aside as
    /// corrupt, `<name>.corrupt-20260131T235959Z-1000`.
    private static let longestSuffixLength = ".corrupt-".utf8.count + "20260131T235959Z".utf8.count + 5

    /// The longest name an archive file may have, so that the names of its lock, temporary and
    /// moved-aside files stay within the system's limit of 255 bytes.
    static let maximumFileNameLength = 255 - longestSuffixLength

    /// Describes the files of the archive at `file`, a path to a file (not ending in `/`), found
    /// through the symbolic link `link` if that is given.
    init(file: String, link: String? = nil) {
        self.file = file
        self.link = link
        self.journalFile = file + StoreJournal.fileNameSuffix
        self.directory = Self.parentDirectory(of: file)
        if let lastSlash = file.lastIndex(of: "/") {
            self.fileName = String(file[file.index(after: lastSlash)...])
        } else {
            self.fileName = file
        }
    }

    /// The lock file: beside the path given for the archive, never beside the file a symbolic
    /// link at that path leads to, so that following a planted link creates nothing where it
    /// points. Every process that names the archive by the same path shares the lock.
    var lockFile: String { (link ?? file) + ".lock" }

    /// A new, random name for a temporary file next to the archive.
    func newTemporaryFile() -> String {
        let random = String(UInt64.random(in: .min ... .max), radix: 16)
        let padding = String(repeating: "0", count: Self.temporaryRandomDigits - random.count)
        return file + Self.temporaryMarker + padding + random
    }

    /// Whether `entryName`, a name in ``directory``, is one of the archive's temporary files.
    func isTemporaryFile(named entryName: String) -> Bool {
        let prefix = fileName + Self.temporaryMarker
        guard entryName.hasPrefix(prefix) else {
            return false
        }
        let random = entryName.dropFirst(prefix.count)
        return random.count == Self.temporaryRandomDigits && random.allSatisfy(\.isHexDigit)
    }

    /// The name for the archive moved aside as corrupt at `date`: the UTC time to the second, and
    /// for `attempt` 2 and later that number appended, to find a name not taken yet.
    func corruptCopy(at date: Date, attempt: Int) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var time = tm()
        guard gmtime_r(&seconds, &time) != nil else {
            // Only a date beyond the years `tm` can hold gets here; its seconds still sort.
            return file + ".corrupt-\(seconds)" + (attempt < 2 ? "" : "-\(attempt)")
        }
        let stamp =
            String(format: "%04d%02d%02d", time.tm_year + 1900, time.tm_mon + 1, time.tm_mday)
            + String(format: "T%02d%02d%02dZ", time.tm_hour, time.tm_min, time.tm_sec)
        let path = file + ".corrupt-" + stamp
        return attempt < 2 ? path : path + "-\(attempt)"
    }

    /// The directory that holds `path`: the part before its last `/`, `/` for an entry of the root
    /// directory, and `.` for a name without any `/`.
    static func parentDirectory(of path: String) -> String {
        guard let lastSlash = path.lastIndex(of: "/") else {
            return "."
        }
        let parent = path[..<lastSlash]
        return parent.isEmpty ? "/" : String(parent)
    }
}
