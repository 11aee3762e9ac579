import Foundation
import Testing

@testable import MirrorMapper

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("CorruptFileQuarantine")
struct CorruptFileQuarantineTests {
    /// 2027-01-15 08:00:00 UTC.
    private let moment = Date(timeIntervalSince1970: 1_800_000_000)

    @Test("moves the file aside to <name>.corrupt-<UTC time>, contents and permissions kept")
    func movesAside() throws {
        try withTemporaryDirectory { directory in
            let paths = ArchivePaths(file: directory + "/archive.json")
            try writeFixture("{not json", to: paths.file)
            try #require(chmod(paths.file, 0o600) == 0)

            let aside = try CorruptFileQuarantine.moveAside(paths, now: moment)

            #expect(aside == directory + "/archive.json.corrupt-20270115T080000Z")
            #expect(try ArchiveFileReader.snapshot(of: aside).contents == .bytes(Data("{not json".utf8)))
            #expect(try permissions(atPath: aside) == 0o600)
            #expect(try ArchiveFileReader.snapshot(of: paths.file).contents == .missing)
        }
    }

    @Test("never overwrites a copy moved aside earlier, even within the same second")
    func keepsEarlierCopies() throws {
        try withTemporaryDirectory { directory in
            let paths = ArchivePaths(file: directory + "/archive.json")
            var asides: [String] = []
            for version in 1...3 {
                try writeFixture("corrupt \(version)", to: paths.file)
                asides.append(try CorruptFileQuarantine.moveAside(paths, now: moment))
            }
            let first = directory + "/archive.json.corrupt-20270115T080000Z"
            #expect(asides == [first, first + "-2", first + "-3"])
            for (index, aside) in asides.enumerated() {
                #expect(
                    try ArchiveFileReader.snapshot(of: aside).contents
                        == .bytes(Data("corrupt \(index + 1)".utf8)))
            }
        }
    }

    @Test("a missing file is an error and leaves no reserved name behind")
    func missingFile() throws {
        try withTemporaryDirectory { directory in
            let paths = ArchivePaths(file: directory + "/archive.json")
            let error = try #require(throws: ArchiveFileError.self) {
                try CorruptFileQuarantine.moveAside(paths, now: moment)
            }
            #expect(error.operation == .moveAside)
            #expect(error.code == ENOENT)
            #expect(try entryNames(in: directory).isEmpty)
        }
    }
}
