import Foundation
import Testing

@testable import MirrorMapper

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("FileLock under contention")
struct FileLockContentionTests {
    @Test("4 processes × 200 read-modify-writes of one file lose no key", .needsProcSelf)
    func processesLoseNoKeys() throws {
        let processCount = 4
        let keysPerWriter = 200
        try withTemporaryDirectory { directory in
            let paths = ArchivePaths(file: directory + "/keys.txt")
            let children = try (0..<processCount).map { index in
                try ArchiveChildProcess.launch(
                    .keyWriter,
                    environment: [
                        ArchiveChildProcess.fileVariable: paths.file,
                        ArchiveChildProcess.keyPrefixVariable: "process\(index)",
                        ArchiveChildProcess.keyCountVariable: String(keysPerWriter),
                    ]
                )
            }
            for child in children {
                child.waitUntilExit()
                #expect(child.terminationReason == .exit && child.terminationStatus == EXIT_SUCCESS)
            }
            let expected = (0..<processCount).flatMap { index in
                (0..<keysPerWriter).map { "process\(index)-\($0)" }
            }
            try expectKeys(expected, in: paths)
        }
    }

    @Test("8 threads × 100 read-modify-writes, through two FileLock instances, lose no key")
    func threadsLoseNoKeys() throws {
        let threadCount = 8
        let keysPerWriter = 100
        try withTemporaryDirectory { directory in
            let paths = ArchivePaths(file: directory + "/keys.txt")
            // Threads sharing an instance queue on its NSLock; the two instances exclude each
            // other through flock on separate open file descriptions.
            let locks = [FileLock(forArchiveAt: paths.file), FileLock(forArchiveAt: paths.file)]
            let expected = (0..<threadCount).flatMap { index in
                (0..<keysPerWriter).map { "thread\(index)-\($0)" }
            }
            let failures = FailureLog()
            let rereads = Locked(0)
            runOnThreads(threadCount) { index in
                var writer = KeyListWriter(lock: locks[index % locks.count])
                do {
                    for key in 0..<keysPerWriter {
                        try writer.append("thread\(index)-\(key)")
                    }
                } catch {
                    failures.record(error)
                }
                rereads.withLock { $0 += writer.rereadCount }
            }
            #expect(failures.all.isEmpty)
            let rereadTotal = rereads.withLock { $0 }
            print(
                "contention test: threads re-read the file \(rereadTotal) times in \(expected.count) writes")
            try expectKeys(expected, in: paths)
        }
    }

    /// Expects the list at `paths` to hold exactly `expected`, once each, and the generation
    /// counter to have counted one write per key.
    private func expectKeys(_ expected: [String], in paths: ArchivePaths) throws {
        let keys = try KeyListWriter.keys(in: paths.file)
        #expect(keys.count == expected.count)
        #expect(Set(keys) == Set(expected))
        let version = try FileLock(forArchiveAt: paths.file).withLock(.reading) { try $0.currentVersion() }
        #expect(version.generation == UInt64(expected.count))
        print("contention test: \(keys.count) keys present of \(expected.count)")
    }
}
