import Foundation

/// The real public documents in `../shared/data/` next to the package, when that folder exists.
/// They are read in place, never copied into the repository.
enum SharedData {
    /// The folder, looked up from the current directory (the package root under `swift run`), then
    /// from this source file's location.
    static func folder() -> URL? {
        let fromWorkingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            .appendingPathComponent("../shared/data", isDirectory: true)
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // MirrorMapperBenchmarks
            .deletingLastPathComponent()  // Benchmarks
            .deletingLastPathComponent()
        let fromSource = packageRoot.appendingPathComponent("../shared/data", isDirectory: true)
        return [fromWorkingDirectory, fromSource].first { candidate in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }?.standardizedFileURL
    }

    /// The `*.json` files of the folder, sorted by name.
    static func documents(in folder: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
}
