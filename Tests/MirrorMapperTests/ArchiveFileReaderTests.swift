import Foundation
import Testing

@testable import MirrorMapper

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("ArchiveFileReader")
struct ArchiveFileReaderTests {
    @Test("tells a missing file (also in a missing directory) from an empty one")
    func missingAndEmpty() throws {
        try withTemporaryDirectory { directory in
            #expect(try ArchiveFileReader.snapshot(of: directory + "/absent.json").contents == .missing)
            #expect(
                try ArchiveFileReader.snapshot(of: directory + "/absent/archive.json").contents == .missing)
            try writeFixture("", to: directory + "/empty.json")
            #expect(try ArchiveFileReader.snapshot(of: directory + "/empty.json").contents == .empty)
        }
    }

    @Test("reads a file larger than one read chunk whole")
    func readsWholeFile() throws {
        try withTemporaryDirectory { directory in
            let path = directory + "/archive.json"
            let bytes = Data((0..<300_000).map { (index: Int) in UInt8(truncatingIfNeeded: index &* 31) })
            try bytes.write(to: URL(fileURLWithPath: path))
            #expect(try ArchiveFileReader.snapshot(of: path).contents == .bytes(bytes))
        }
    }

    @Test("something unreadable at the path is an error naming it, not a missing file")
    func unreadable() throws {
        try withTemporaryDirectory { directory in
            let isDirectory = try #require(throws: ArchiveFileError.self) {
                try ArchiveFileReader.snapshot(of: directory).contents
            }
            #expect(isDirectory.operation == .read)
            #expect(isDirectory.code == EISDIR)
            #expect(isDirectory.description.contains(directory))

            try writeFixture("a file", to: directory + "/file")
            let underFile = try #require(throws: ArchiveFileError.self) {
                try ArchiveFileReader.snapshot(of: directory + "/file/archive.json").contents
            }
            #expect(underFile.code == ENOTDIR)
            #expect(underFile.description.contains("Not a directory"))
        }
    }
}
