import Foundation
import Testing

@testable import MirrorMapper

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("AtomicFileWriter crash safety")
struct AtomicFileWriterCrashTests {
    /// The seed of the kill delays, so that a failing sequence can be repeated.
    private let seed: UInt64 = 0x4D69_7272_6F72

    @Test("a writer killed with SIGKILL at random moments always leaves one complete version", .needsProcSelf)
    func killedWriterLeavesCompleteContents() throws {
        try withTemporaryDirectory { directory in
            let paths = ArchivePaths(file: directory + "/archive.json")
            let versions = ArchiveChildProcess.alternatingContents
            try AtomicFileWriter.replaceContents(of: paths, with: versions[0])
            var random = SeededRandomNumberGenerator(seed: seed)
            var killsDuringWrite = 0
            var seen = Set<Data>()

            let killCount = ArchiveChildProcess.killCount
            for round in 0..<killCount {
                try ArchiveChildProcess.launchAndKill(
                    .alternatingWriter, environment: [ArchiveChildProcess.fileVariable: paths.file],
                    using: &random)

                let contents = try ArchiveFileReader.snapshot(of: paths.file).contents
                guard case .bytes(let data) = contents, versions.contains(data) else {
                    Issue.record("after kill \(round) the file holds neither complete version: \(contents)")
                    return
                }
                seen.insert(data)
                // The dead writer's temporary file, if it was killed mid-write, is no longer locked.
                if try !TemporaryFiles.removeAbandoned(of: paths).isEmpty {
                    killsDuringWrite += 1
                }
            }
            print("crash test: \(killCount) kills, \(killsDuringWrite) during a write, seed \(seed)")
            #expect(killsDuringWrite > 0, "no kill caught a write in progress; the test proved nothing")
            #expect(seen.count == versions.count, "the writer never completed a replacement")
            #expect(try entryNames(in: directory) == ["archive.json"])
        }
    }
}
