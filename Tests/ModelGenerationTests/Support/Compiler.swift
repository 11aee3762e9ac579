import Foundation

/// The Swift compiler of the toolchain running the tests, run on generated files.
enum Compiler {
    /// The modules the package's build made, `MirrorMapper` among them: the test binary sits in
    /// the build folder beside `Modules/`.
    static let modules = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("Modules")

    /// One run of `swiftc`: its exit status and what it wrote.
    struct Run {
        let status: Int32
        let output: String
    }

    /// Runs `swiftc` with `arguments` on `sources`, each written to a file of a temporary folder
    /// (`Source1.swift`, …), and gives standard output and standard error together.
    static func run(_ arguments: [String], on sources: [String]) throws -> Run {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("generated-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String] = []
        for (index, source) in sources.enumerated() {
            let file = folder.appendingPathComponent("Source\(index + 1).swift")
            try Data(source.utf8).write(to: file)
            files.append(file.path)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-swift-version", "6"] + arguments + files
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: output, as: UTF8.self))
    }

    /// The top-level declarations of each file, as `swiftc -dump-parse` shows them: `import
    /// MirrorMapper`, `class Order`, `func evil()`; a statement at the top level is
    /// `top_level_code_decl`.
    static func topLevelDeclarations(of sources: [String]) throws -> (status: Int32, files: [[String]]) {
        let run = try run(["-dump-parse"], on: sources)
        var files: [[String]] = []
        for line in run.output.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("(source_file ") {
                files.append([])
            } else if line.hasPrefix("  ("), !line.hasPrefix("   "), !files.isEmpty {
                files[files.count - 1].append(declaration(in: line))
            }
        }
        return (run.status, files)
    }

    /// `import_decl … module="MirrorMapper"` → `import MirrorMapper`, `class_decl … "Order" final`
    /// → `class Order`, `func_decl … "evil()"` → `func evil()`; any other kind as the dump names it.
    private static func declaration(in line: Substring) -> String {
        let kind = line.dropFirst(3).prefix { $0 != " " && $0 != ")" }
        let keyword = kind.hasSuffix("_decl") ? String(kind.dropLast(5)) : String(kind)
        let afterRange = line.range(of: "] \"").map { line[$0.upperBound...] }
        let module = line.range(of: "module=\"").map { line[$0.upperBound...] }
        guard let named = (keyword == "import" ? module : afterRange) else { return keyword }
        return keyword + " " + named.prefix { $0 != "\"" }
    }
}
