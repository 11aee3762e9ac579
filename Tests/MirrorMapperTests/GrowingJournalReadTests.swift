import Foundation
import Testing

@testable import MirrorMapper

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A read takes no lock, and a journaled writer appends to the journal without pause: the read
/// takes the records the journal holds when it is opened, so it never fails or waits for the
/// writer to stop.
@Suite("Reads while another process appends to the journal")
struct GrowingJournalReadTests {
    @Test("100 fresh reads while a thread appends records without pause: each one reads")
    func readsWhileRecordsArriveWithoutPause() throws {
        try withTemporaryDirectory { directory in
            let url = URL(fileURLWithPath: directory + "/defaults.json")
            let writer = DefaultsStore(url: url, configuration: StoreCommitMode.journaled.configuration)
            try writer.set(0, forKey: "n")  // the file, and a journal of its epoch
            let journal = url.path + StoreJournal.fileNameSuffix
            let descriptor = open(journal, O_WRONLY | O_APPEND | O_CLOEXEC)
            try #require(descriptor != -1)
            defer { close(descriptor) }
            let stop = Locked(false)
            let readsDone = Locked(0)
            let (started, appended) = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
            Thread {
                var next = 1
                while !stop.withLock({ $0 }) {
                    // Paced by the reads, not the clock: at most 50 records ahead of each read, so
                    // every read races appends and the journal stays under 5,000 records however
                    // slow the machine (a slower read must not face a longer journal).
                    if next > (readsDone.withLock { $0 } + 1) * 50 {
                        usleep(50)
                        continue
                    }
                    let payload = try? DefaultsDocument.journalPayload(["n": next], removingAll: false)
                    let record = StoreJournal.record(payload ?? [])
                    _ = record.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                    if next == 10 {
                        started.signal()
                    }
                    next += 1
                    usleep(50)
                }
                appended.signal()
            }.start()
            // A loaded machine may start the thread late: read once it appends.
            started.wait()
            var failures: [String] = []
            var last = 0
            for _ in 0..<100 {
                do {
                    let count = try DefaultsStore(url: url).value(of: Int.self, forKey: "n") ?? 0
                    #expect(count >= last, "a read went back in time")
                    last = count
                } catch {
                    failures.append("\(error)")
                }
                readsDone.withLock { $0 += 1 }
            }
            stop.withLock { $0 = true }
            appended.wait()
            #expect(last > 0, "no record was read")
            #expect(failures.isEmpty, "\(failures.count) of 100 reads failed: \(failures.first ?? "")")
            withExtendedLifetime(writer) {}
        }
    }
}
