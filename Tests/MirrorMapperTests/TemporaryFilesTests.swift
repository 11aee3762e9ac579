import Foundation
import Testing

@testable import MirrorMapper

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("TemporaryFiles")
struct TemporaryFilesTests {
    @Test("a new temporary file is 0600 and recognized as the archive's")
    func createsLockedPrivateFile() throws {
        try withTemporaryDirectory { directory in
            let paths = ArchivePaths(file: directory + "/archive.json")
            let temporary = try TemporaryFiles.createLocked(for: paths)
            defer { close(temporary.descriptor) }
            #expect(try permissions(atPath: temporary.path) == 0o600)
            #expect(paths.isTemporaryFile(named: String(temporary.path.dropFirst(directory.count + 1))))
        }
    }

    @Test("cleanup removes abandoned temporary files, not a live writer's, nor any other file")
    func removesOnlyAbandonedFiles() throws {
        try withTemporaryDirectory { directory in
            let paths = ArchivePaths(file: directory + "/archive.json")
            let untouched = [
                "archive.json", "archive.json.lock", "archive.json.corrupt-20270115T080000Z",
                "archive.json.tmp-notsixteenhex!!", "archive.json.tmp-0123",
                "other.json.tmp-0123456789abcdef",
            ]
            for name in untouched {
                try writeFixture(name, to: directory + "/" + name)
            }
            let abandoned = [paths.newTemporaryFile(), paths.newTemporaryFile()]
            for path in abandoned {
                try writeFixture("half written", to: path)
            }
            let live = try TemporaryFiles.createLocked(for: paths)

            let removed = try TemporaryFiles.removeAbandoned(of: paths)

            #expect(removed.sorted() == abandoned.sorted())
            let liveName = String(live.path.dropFirst(directory.count + 1))
            #expect(try entryNames(in: directory) == (untouched + [liveName]).sorted())

            // Once the writer is gone (its descriptor closed, as when its process dies), it is a
            // leftover too.
            close(live.descriptor)
            #expect(try TemporaryFiles.removeAbandoned(of: paths) == [live.path])
            #expect(try entryNames(in: directory) == untouched.sorted())
        }
    }

    @Test("a missing directory has no leftovers")
    func missingDirectory() throws {
        try withTemporaryDirectory { directory in
            let paths = ArchivePaths(file: directory + "/absent/archive.json")
            let removed = try TemporaryFiles.removeAbandoned(of: paths)
            #expect(removed.isEmpty)
        }
    }
}
