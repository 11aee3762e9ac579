import Foundation
import Testing

@testable import MirrorMapper

@Suite("ArchiveVersion")
struct ArchiveVersionTests {
    @Test("stays equal while nothing changes; a missing file has no fingerprint")
    func stableWithoutChanges() throws {
        try withTemporaryDirectory { directory in
            let lock = FileLock(forArchiveAt: directory + "/archive.json")
            let missing = try lock.withLock(.reading) { try $0.currentVersion() }
            #expect(missing == ArchiveVersion(generation: 0, fingerprint: nil))

            let written = try lock.withLock(.exclusive) { try $0.replaceArchive(with: Data("one".utf8)) }
            #expect(written.generation == 1)
            #expect(written.fingerprint?.size == 3)
            #expect(try lock.withLock(.reading) { try $0.currentVersion() } == written)
        }
    }

    @Test("every committed write advances the generation, even with identical contents")
    func writesAdvanceGeneration() throws {
        try withTemporaryDirectory { directory in
            let lock = FileLock(forArchiveAt: directory + "/archive.json")
            var versions: [ArchiveVersion] = []
            for _ in 0..<3 {
                versions.append(
                    try lock.withLock(.exclusive) { try $0.replaceArchive(with: Data("same".utf8)) })
            }
            #expect(versions.map(\.generation) == [1, 2, 3])
        }
    }

    @Test("a replacement by another program, without the counter, changes the fingerprint")
    func outsideEditChangesFingerprint() throws {
        try withTemporaryDirectory { directory in
            let paths = ArchivePaths(file: directory + "/archive.json")
            let lock = FileLock(forArchiveAt: paths.file)
            let written = try lock.withLock(.exclusive) { try $0.replaceArchive(with: Data("mine".utf8)) }
            try AtomicFileWriter.replaceContents(of: paths, with: Data("edited".utf8))
            let now = try lock.withLock(.reading) { try $0.currentVersion() }
            #expect(now.generation == written.generation)
            #expect(now != written)
        }
    }
}
