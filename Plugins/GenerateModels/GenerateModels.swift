import Foundation
import PackagePlugin

/// `swift package generate-models`: runs `mirrormapper generate` on a sample in the package and
/// writes the models into the source folder of one of its targets, as `<Root>.swift`.
///
///     swift package --allow-writing-to-package-directory generate-models --target GitHubModels \
///         Samples/repo.json --name Repo --prefix GH --public
///
/// Every argument but `--target` is the command's own, and paths are relative to the package's
/// folder, where the command runs. The file's name comes from the command (`--output <folder>/`),
/// which knows the root model's name.
@main
struct GenerateModels: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let invocation = try PluginInvocation(arguments)
        // The tool is named after the executable target the plugin depends on; its product is `mirrormapper`.
        let tool = try context.tool(named: "MirrorMapperTool")
        if invocation.asksForHelp {
            print(PluginInvocation.usage)
            try run(tool.url, ["generate", "--help"], in: context.package.directoryURL)
            return
        }
        let target = try invocation.target(in: context.package)
        let folder = try PluginInvocation.relativePath(
            of: target.directoryURL, in: context.package.directoryURL)
        try run(tool.url, invocation.commandLine(writingInto: folder), in: context.package.directoryURL)
    }

    /// Runs the command with `arguments` in `directory`, its output and errors the plugin's.
    private func run(_ executable: URL, _ arguments: [String], in directory: URL) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw PluginFailure("mirrormapper generate exited with status \(process.terminationStatus)")
        }
    }
}
