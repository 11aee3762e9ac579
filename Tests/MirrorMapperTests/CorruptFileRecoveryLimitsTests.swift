import Foundation
import Testing

@testable import MirrorMapper

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `corruptFileRecovery = .moveAsideAndStartEmpty` moves aside only the user's own regular file at
/// the store's own path: never the file a symbolic link leads to (another program's, or a dotfiles
/// repository's), and never another user's file, even as root. Those stay where they are, and every
/// operation throws `corruptFile`, as without the recovery.
@Suite("Bad-input catalogue: what a corrupt-file recovery never moves (BadInputLimitsAndSecurity.md)")
struct CorruptFileRecoveryLimitsTests {
    enum Place: String, CaseIterable, CustomTestStringConvertible {
        case throughASymbolicLink, ownedByAnotherUser

        var testDescription: String { rawValue }
    }

    @Test(
        "a corrupt file reached through a link, or another user's: never moved, every call throws",
        arguments: Place.allCases)
    func neverMoved(_ place: Place) throws {
        try withTemporaryDirectory { directory in
            try FileManager.default.createDirectory(
                atPath: directory + "/app", withIntermediateDirectories: false)
            try FileManager.default.createDirectory(
                atPath: directory + "/dotfiles", withIntermediateDirectories: false)
            let storePath = directory + "/app/defaults.json"
            let corruptPath: String
            let corruptText = "root:x:0:0:root:/root:/bin/bash\n"
            switch place {
            case .throughASymbolicLink:
                corruptPath = directory + "/dotfiles/defaults.json"
                try writeFixture(corruptText, to: corruptPath)
                try #require(symlink("../dotfiles/defaults.json", storePath) == 0)
            case .ownedByAnotherUser:
                corruptPath = storePath
                try writeFixture(corruptText, to: corruptPath)
                guard chown(corruptPath, 4321, 4321) == 0 else {
                    return  // only root can give a file away; nothing to test otherwise
                }
            }
            var configuration = DefaultsStore.Configuration()
            configuration.corruptFileRecovery = .moveAsideAndStartEmpty
            let log = DefaultsIssueLog()
            configuration.issueHandler = log.record
            let store = DefaultsStore(url: URL(fileURLWithPath: storePath), configuration: configuration)
            for operation in StoreOperation.allCases {
                let error = try #require(throws: DefaultsError.self, "\(operation)") {
                    try operation.run(on: store)
                }
                guard case .corruptFile(let path, let reason) = error else {
                    Issue.record("\(operation): unexpected error \(error)")
                    continue
                }
                #expect(URL(fileURLWithPath: path).standardizedFileURL.path == corruptPath, "\(operation)")
                #expect(reason.contains("not moved aside"), "\(operation): \(reason)")
            }
            #expect(log.issues.isEmpty, "\(log.text)")
            #expect(try String(contentsOfFile: corruptPath, encoding: .utf8) == corruptText)
            for folder in ["/app", "/dotfiles"] {
                let names = try entryNames(in: directory + folder)
                #expect(!names.contains { $0.contains(".corrupt-") }, "\(names)")
            }
            if place == .ownedByAnotherUser {
                var status = stat()
                try #require(stat(corruptPath, &status) == 0)
                #expect(status.st_uid == 4321)
            }
        }
    }
}
