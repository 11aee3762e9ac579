import Foundation
import Testing

@testable import MirrorMapper

@Suite("ArchivePaths")
struct ArchivePathsTests {
    @Test("names the lock file next to the archive")
    func siblingNames() {
        let paths = ArchivePaths(file: "/home/me/.config/app/defaults.json")
        #expect(paths.directory == "/home/me/.config/app")
        #expect(paths.fileName == "defaults.json")
        #expect(paths.lockFile == "/home/me/.config/app/defaults.json.lock")
    }

    @Test(
        "finds the directory of any path",
        arguments: [
            ("/archive.json", "/"), ("archive.json", "."), ("a/b.json", "a"), ("/a/b/c.json", "/a/b"),
        ]
    )
    func parentDirectory(path: String, parent: String) {
        #expect(ArchivePaths.parentDirectory(of: path) == parent)
        #expect(ArchivePaths(file: path).directory == parent)
    }

    @Test("recognizes its own temporary files and nothing else")
    func temporaryNames() {
        let paths = ArchivePaths(file: "/tmp/archive.json")
        let temporary = paths.newTemporaryFile()
        #expect(temporary != paths.newTemporaryFile())
        #expect(paths.isTemporaryFile(named: String(temporary.dropFirst("/tmp/".count))))
        #expect(!paths.isTemporaryFile(named: "archive.json"))
        #expect(!paths.isTemporaryFile(named: "archive.json.lock"))
        #expect(!paths.isTemporaryFile(named: "archive.json.tmp-0123"))
        #expect(!paths.isTemporaryFile(named: "other.json.tmp-0123456789abcdef"))
    }
}
