import Foundation

@testable import MirrorMapper

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the roles of the store's property test (``StorePropertyTests``) do in their processes: a
/// writer sets its own keys and prints each value once the call that stored it returned; a reader
/// reads all keys again and again, taking no lock, and prints any value that went back.
extension DefaultsStoreChildWork {
    /// How many keys each writer owns: `<prefix>-0` … `<prefix>-2`.
    static let propertyKeyCount = 3
    /// The most reads a ``ArchiveChildProcess/Role/propertyReader`` makes, so that an orphan cannot
    /// read forever.
    static let maximumPropertyReads = 1_000_000
    /// What a process prints when it saw a value older than one it saw before: the prefix, then
    /// the key, the value seen first and the one seen later.
    static let wentBackPrefix = "back "
    /// What a reader prints before the number of reads it made so far, every
    /// ``readsPerReport`` reads.
    static let readsPrefix = "reads "
    static let readsPerReport = 64

    /// The keys of the writer whose keys start with `prefix`.
    static func propertyKeys(prefix: String) -> [String] {
        (0..<propertyKeyCount).map { "\(prefix)-\($0)" }
    }

    /// Writes `line` and a line break to standard output with one `write`, unbuffered, so that a
    /// line is out before the next call starts and a kill loses no line already written.
    static func printLine(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// A ``ArchiveChildProcess/Role/propertyWriter``: continues each of its keys from the value the
    /// store holds, prints the ready line, then makes at most `keyCountVariable` sets, each of a
    /// random key to its next value, by `set` or by `update` (a read-modify-write that checks the
    /// value read is the last it stored), now and then a `flush()`. After each set returned it
    /// prints `<key> <value>`: the acknowledgement the parent holds the store to.
    static func writeProperty(_ store: DefaultsStore, environment: [String: String]) throws -> Int32 {
        let keys = propertyKeys(prefix: environment[ArchiveChildProcess.keyPrefixVariable] ?? "")
        let count = Int(environment[ArchiveChildProcess.keyCountVariable] ?? "") ?? 0
        var random = SeededRandomNumberGenerator(
            seed: UInt64(environment[ArchiveChildProcess.seedVariable] ?? "") ?? 0)
        var last = try keys.map { try store.value(of: Int.self, forKey: $0) ?? 0 }
        printLine(ArchiveChildProcess.readyLine)
        for _ in 0..<count {
            let index = Int.random(in: 0..<keys.count, using: &random)
            let key = keys[index]
            switch Int.random(in: 0..<100, using: &random) {
            case 0:
                try store.flush()
                continue
            case 1..<25:
                let read = try store.update(DefaultsKey(key, default: 0)) { value in
                    defer { value += 1 }
                    return value
                }
                if read != last[index] {
                    printLine("\(wentBackPrefix)\(key) \(last[index]) \(read)")
                }
                last[index] = read + 1
            default:
                last[index] += 1
                try store.set(last[index], forKey: key)
            }
            printLine("\(key) \(last[index])")
        }
        return EXIT_SUCCESS
    }

    /// A ``ArchiveChildProcess/Role/propertyReader``: reads every value through one store, and
    /// every eighth time through a new one, and prints any integer value lower than this process
    /// saw before under the same key; prints the ready line after the first read and the number of
    /// reads every ``readsPerReport``.
    static func readProperty(_ store: DefaultsStore) throws -> Int32 {
        var seen: [String: Int] = [:]
        for read in 1...maximumPropertyReads {
            let reader = read.isMultiple(of: 8) ? DefaultsStore(url: store.url) : store
            for (key, value) in try reader.storedValues {
                guard let value = value as? Int else {
                    continue
                }
                if let before = seen[key], value < before {
                    printLine("\(wentBackPrefix)\(key) \(before) \(value)")
                }
                seen[key] = max(value, seen[key] ?? value)
            }
            if read == 1 {
                printLine(ArchiveChildProcess.readyLine)
            }
            if read.isMultiple(of: readsPerReport) {
                printLine("\(readsPrefix)\(read)")
            }
        }
        return EXIT_SUCCESS
    }
}
