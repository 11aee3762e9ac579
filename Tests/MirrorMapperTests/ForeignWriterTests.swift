import Foundation
import Testing

@testable import MirrorMapper

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A program that does not know the store (an editor, a configuration tool, `cat > file`) rewrites
/// the file in place, every millisecond, while the store reads and writes it.
@Suite("DefaultsStore beside a foreign in-place writer")
struct ForeignWriterTests {
    private static let readCount = 3_000
    private static let batchCount = 200

    @Test("reads never see a half-written file, and no write is derived from one", .needsProcSelf)
    func inPlaceRewrites() throws {
        try withTemporaryDirectory { directory in
            let file = directory + "/defaults.json"
            let url = URL(fileURLWithPath: file)
            try DefaultsStoreChildWork.foreignDocument.write(to: url)
            let output = ChildProcesses.pipe()
            let rewriter = try ArchiveChildProcess.launch(
                .inPlaceRewriter, environment: [ArchiveChildProcess.fileVariable: file], output: output)
            defer {
                kill(rewriter.processIdentifier, SIGKILL)
                rewriter.waitUntilExit()
            }
            _ = try #require(ArchiveChildProcess.waitUntilReady(output), "the rewriter did not start")
            let expected = Set(DefaultsStoreChildWork.foreignKeys)

            var partialReads = 0
            var failedReads: [DefaultsError] = []
            for _ in 0..<Self.readCount {
                do {
                    // A new store each time, so that every read reads the file.
                    let keys = Set(try DefaultsStore(url: url).keys)
                    if !keys.isSuperset(of: expected) {
                        partialReads += 1
                    }
                } catch let error as DefaultsError {
                    failedReads.append(error)
                }
            }

            let store = DefaultsStore(url: url)
            var partialBatches = 0
            for index in 0..<Self.batchCount {
                try store.batch { batch in
                    if !Set(batch.keys).isSuperset(of: expected) {
                        partialBatches += 1
                    }
                    try batch.set(index, forKey: "extra")
                }
            }
            print(
                "foreign rewrite test: \(Self.readCount) reads, \(partialReads) partial, \(failedReads.count) failed; \(Self.batchCount) batches, \(partialBatches) from a partial file"
            )
            #expect(partialReads == 0)
            #expect(partialBatches == 0)
            // On a loaded machine a read may keep finding the file half-written; it then says so,
            // and never returns less than the file held.
            #expect(failedReads.count * 100 <= Self.readCount, "\(failedReads.prefix(3))")
            for error in failedReads {
                guard case .file(let fileError) = error, fileError.code == EAGAIN else {
                    Issue.record("a read failed otherwise: \(error)")
                    continue
                }
            }
        }
    }
}
