import Foundation

/// A new, empty directory for one test's store files, removed with all it holds when the test lets
/// go of it.
final class StoreDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("DefaultsCommandTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// The path of `name` in the directory.
    func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    /// The bytes of the file `name`, nil when there is none.
    func contents(of name: String) -> Data? {
        FileManager.default.contents(atPath: path(name))
    }

    /// The text of the file `name`, empty when there is none.
    func text(of name: String) -> String {
        String(decoding: contents(of: name) ?? Data(), as: UTF8.self)
    }

    /// The names in the directory, sorted.
    func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }

    /// Writes `text` to the file `name`.
    func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: url.appendingPathComponent(name))
    }
}
