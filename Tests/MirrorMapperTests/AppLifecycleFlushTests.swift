import Foundation
import Testing

@testable import MirrorMapper

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A journaled store in an app that the system suspends and then ends: no exit handler runs, so the
/// store folds its journal when the app's framework says the app went to the background or will
/// end. Each case is a child process that sets a value twice (the second is appended to the
/// journal), posts the notification by its raw name, as UIKit, WatchKit or AppKit would, and is
/// killed with SIGKILL.
@Suite("Journaled store: an app sent to the background, then ended by the system", .needsProcSelf)
struct AppLifecycleFlushTests {
    /// The raw names of the notifications after which an app may be ended without an exit handler
    /// running: UIKit's (iOS, iPadOS, Mac Catalyst, tvOS, visionOS), WatchKit's and AppKit's.
    static let lifecycleNotifications = [
        "UIApplicationDidEnterBackgroundNotification",
        "UIApplicationWillTerminateNotification",
        "WKApplicationDidEnterBackgroundNotification",
        "NSApplicationWillTerminateNotification",
    ]

    @Test(
        "the notification folds the journal: the file alone holds the last change",
        arguments: lifecycleNotifications)
    func notificationFoldsTheJournal(name: String) throws {
        try withTemporaryDirectory { directory in
            let file = directory + "/defaults.json"
            try runBackgroundedWriter(file: file, notification: name)
            let text = try String(contentsOfFile: file, encoding: .utf8)
            #expect(text.contains("\"launchCount\" : 2"), "the file was not folded: \(text)")
            #expect(
                try StoreJournal.read(file + StoreJournal.fileNameSuffix, owner: geteuid()).recordCount == 0)
        }
    }

    @Test("the store observes exactly these names")
    func observedNames() {
        #expect(JournaledStores.lifecycleNotifications.map(\.rawValue) == Self.lifecycleNotifications)
    }

    @Test("without a notification a kill loses nothing either: the change waits in the journal")
    func killWithoutNotificationKeepsTheJournal() throws {
        try withTemporaryDirectory { directory in
            let file = directory + "/defaults.json"
            try runBackgroundedWriter(file: file, notification: nil)
            #expect(try String(contentsOfFile: file, encoding: .utf8).contains("\"launchCount\" : 1"))
            #expect(
                try StoreJournal.read(file + StoreJournal.fileNameSuffix, owner: geteuid()).recordCount == 1)
            #expect(DefaultsStore(url: URL(fileURLWithPath: file))[.launchCount] == 2)
        }
    }

    /// Runs a ``ArchiveChildProcess/Role/backgroundedStoreWriter`` on `file` and checks that it
    /// was killed, not that it exited (which would fold the journal at exit).
    private func runBackgroundedWriter(file: String, notification: String?) throws {
        var environment = StoreCommitMode.journaled.environment
        environment[ArchiveChildProcess.fileVariable] = file
        environment[ArchiveChildProcess.notificationVariable] = notification
        let output = ChildProcesses.pipe()
        let child = try ArchiveChildProcess.launch(
            .backgroundedStoreWriter, environment: environment, output: output)
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        child.waitUntilExit()
        try #require(child.terminationReason == .uncaughtSignal, "the child exited: \(printed)")
        #expect(child.terminationStatus == SIGKILL)
    }
}
