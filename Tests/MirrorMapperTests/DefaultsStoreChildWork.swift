import Foundation

@testable import MirrorMapper

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the ``DefaultsStore`` roles of ``ArchiveChildProcess`` do.
enum DefaultsStoreChildWork {
    /// The two payloads a ``ArchiveChildProcess/Role/storeWriter`` stores in turn, large enough
    /// that a write takes a moment to be caught in.
    static let payloads = [String(repeating: "a", count: 100_000), String(repeating: "b", count: 40_000)]
    /// A value small enough for the file size limit, and one beyond it.
    static let smallValue = "small"
    static let largeValue = String(repeating: "x", count: 4096)

    static func perform(_ role: ArchiveChildProcess.Role, file: String, environment: [String: String]) throws
        -> Int32
    {
        let store = DefaultsStore(url: URL(fileURLWithPath: file))
        switch role {
        case .storeWriter:
            FileHandle.standardOutput.write(Data((ArchiveChildProcess.readyLine + "\n").utf8))
            for _ in 0..<ArchiveChildProcess.maximumAlternatingWrites {
                try store.batch { batch in
                    let count = try batch.value(of: Int.self, forKey: "count") ?? 0
                    try batch.set(count + 1, forKey: "count")
                    try batch.set(payloads[(count + 1) % payloads.count], forKey: "payload")
                }
            }
        case .storeKeyWriter:
            let prefix = environment[ArchiveChildProcess.keyPrefixVariable] ?? ""
            let count = Int(environment[ArchiveChildProcess.keyCountVariable] ?? "") ?? 0
            for index in 0..<count {
                try store.set(index, forKey: "\(prefix)-\(index)")
            }
        case .sizeLimitedStoreWriter:
            return writeBeyondFileSizeLimit(store)
        default:
            return EXIT_FAILURE
        }
        return EXIT_SUCCESS
    }

    /// Stores ``smallValue``, then, with the file size limited, tries to store ``largeValue``:
    /// succeeds if that write failed with `EFBIG` and the store still reads ``smallValue``.
    private static func writeBeyondFileSizeLimit(_ store: DefaultsStore) -> Int32 {
        do {
            try store.set(smallValue, forKey: "value")
            guard ArchiveChildProcess.limitFileSize() else {
                return EXIT_FAILURE
            }
            do {
                try store.set(largeValue, forKey: "value")
                print("the write beyond the file size limit succeeded")
                return EXIT_FAILURE
            } catch DefaultsError.file(let error) where error.code == EFBIG {
                print(error)
            }
            let kept = try store.string(forKey: "value")
            print("kept: \(kept ?? "nil")")
            return kept == smallValue ? EXIT_SUCCESS : EXIT_FAILURE
        } catch {
            print(error)
            return EXIT_FAILURE
        }
    }
}
