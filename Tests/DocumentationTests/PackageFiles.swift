import Foundation

/// The package's own files, found from this source file's place in it, so that the tests read
/// the checkout they were built from wherever it is.
enum PackageFiles {
    /// The package's folder: this file is `Tests/DocumentationTests/<name>.swift` in it.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The text of the file at `path`, relative to the package.
    static func text(of path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The paths of the package's Markdown files, relative to the package, outside hidden folders
    /// (`.build`, `.git`).
    static func markdownDocuments() throws -> [String] {
        guard
            let files = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: root.path])
        }
        let rootPath = root.standardizedFileURL.path + "/"
        return files.compactMap { ($0 as? URL)?.standardizedFileURL.path }
            .filter { $0.hasSuffix(".md") && $0.hasPrefix(rootPath) }
            .map { String($0.dropFirst(rootPath.count)) }
            .sorted()
    }
}
