import Foundation
import Testing

@testable import MirrorMapper

@Suite struct DefaultsIssueLogTests {
    @Test func aNewLogIsEmpty() {
        #expect(DefaultsIssueLog().issues.isEmpty)
    }

    @Test func collectsWhatTheStoreReportsInOrder() throws {
        try withTemporaryStore { store, log in
            try store.set(["theme": "dark", "fontSize": "big"], forKey: "settings")
            try store.set(["not a model"], forKey: "bookmarks")
            _ = try store.value(of: AppSettings.self, forKey: "settings")
            _ = try store.value(of: [Bookmark].self, forKey: "bookmarks")
            #expect(
                log.issues.map(\.description) == [
                    #"settings.fontSize: expected Int, found String "big" (kept the declared default)"#,
                    #"bookmarks[0]: expected Bookmark, found String "not a model" (dropped the element, kept the others)"#,
                ])
        }
    }

    @Test func keepsEveryIssueRecordedFromManyThreadsAtOnce() {
        let log = DefaultsIssueLog()
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for index in 0..<200 {
                let path = "k\(thread)[\(index)]"
                log.record(
                    DefaultsIssue(key: "k\(thread)", path: path, problem: "p", action: .droppedElement))
            }
        }
        #expect(log.issues.count == 1_600)
        for thread in 0..<8 {
            let paths = log.issues.filter { $0.key == "k\(thread)" }.map(\.path)
            #expect(paths == (0..<200).map { "k\(thread)[\($0)]" }, "one thread's issues keep their order")
        }
    }
}
