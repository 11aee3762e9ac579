import Foundation
import Testing

@testable import MirrorMapper

/// A store made without an issue handler says what went wrong on standard error, as `UserDefaults`
/// logs its problems, instead of saying nothing.
@Suite struct DefaultIssueReportingTests {
    @Test(.needsProcSelf) func aStoreWithoutAHandlerReportsOnStandardError() throws {
        try withTemporaryDirectory { directory in
            let file = directory + "/defaults.json"
            try Data(#"{"formatVersion": 1, "values": {"counter": 3"#.utf8).write(
                to: URL(fileURLWithPath: file))
            let errors = ChildProcesses.pipe()
            let child = try ArchiveChildProcess.launch(
                .unconfiguredStoreUser, environment: [ArchiveChildProcess.fileVariable: file], errors: errors)
            let printed = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            child.waitUntilExit()
            let lines = printed.split(separator: "\n").filter { $0.hasPrefix("MirrorMapper: ") }
            #expect(lines.count == 2, "\(printed)")
            #expect(
                lines.allSatisfy { $0.contains("counter") && $0.contains("not valid JSON") }, "\(printed)")
            #expect(lines.last?.hasSuffix("(not saved)") == true, "\(printed)")
        }
    }

    @Test func theLineNamesThePathTheProblemAndWhatWasDone() {
        let issue = DefaultsIssue(
            key: "settings", path: "settings.fontSize", problem: "expected Int", action: .keptDefault)
        #expect(
            DefaultsIssue.standardErrorLine(for: issue)
                == "MirrorMapper: settings.fontSize: expected Int (kept the declared default)\n")
    }
}
