import Foundation
import PackagePlugin

/// The plugin's command line: `--target <name>`, which only the plugin reads, and the arguments of
/// `mirrormapper generate`, passed on as they are.
struct PluginInvocation {
    /// The name given with `--target`, if any.
    let targetName: String?
    /// The arguments for `mirrormapper generate`, in order.
    let commandArguments: [String]
    /// Whether `--help` or `-h` stands before any `--`.
    let asksForHelp: Bool

    /// What `--help` prints before the command's own help.
    static let usage = """
        USAGE: swift package --allow-writing-to-package-directory generate-models [--target <target>] \
        <sample> [options]

        Writes Swift models for a sample JSON response, with tables for the keys and dates that differ,
        into <target>'s source folder, as <Root>.swift. Paths are relative to the package's folder.

        PLUGIN OPTIONS:
          --target <target>  The target whose sources get the models (default: the package's only
                             target that is not a test).

        The other options are those of mirrormapper generate, but --output:

        """

    /// Reads `arguments` as `swift package generate-models` received them.
    ///
    /// - Throws: ``PluginFailure`` for `--target` given twice or without a value, `--output`, or
    ///   standard input (`-`) as the sample.
    init(_ arguments: [String]) throws {
        var targetNames: [String] = []
        var rest: [String] = []
        var words = arguments[...]
        var help = false
        var optionsEnded = false
        while let word = words.popFirst() {
            if optionsEnded {
                rest.append(word)
            } else if word == "--target" {
                guard let name = words.popFirst() else { throw PluginFailure("--target needs a value") }
                targetNames.append(name)
            } else if word.hasPrefix("--target=") {
                targetNames.append(String(word.dropFirst("--target=".count)))
            } else if word == "--output" || word.hasPrefix("--output=") {
                throw PluginFailure(
                    "the plugin writes into the folder of --target, named after the root model: leave out --output"
                )
            } else {
                help = help || word == "--help" || word == "-h"
                optionsEnded = word == "--"
                rest.append(word)
            }
        }
        guard targetNames.count <= 1 else { throw PluginFailure("--target is given twice") }
        targetName = targetNames.first
        commandArguments = rest
        asksForHelp = help
        if rest.contains("-") {
            throw PluginFailure(
                "the plugin reads the sample from a file in the package, not from standard input")
        }
    }

    /// The target the models go into: the one `--target` names, else the package's only target
    /// that is not a test; it must be a Swift target.
    ///
    /// - Throws: ``PluginFailure`` when there is no such target, or no single one to choose.
    func target(in package: Package) throws -> SwiftSourceModuleTarget {
        let candidates = package.targets.compactMap { $0 as? SwiftSourceModuleTarget }
        if let targetName {
            guard let target = package.targets.first(where: { $0.name == targetName }) else {
                throw PluginFailure("the package has no target named \(targetName)")
            }
            guard let swiftTarget = target as? SwiftSourceModuleTarget else {
                throw PluginFailure("\(targetName) is not a Swift target")
            }
            return swiftTarget
        }
        let sources = candidates.filter { $0.kind != .test }
        guard sources.count == 1, let only = sources.first else {
            let names = sources.map(\.name).joined(separator: ", ")
            throw PluginFailure("choose the target with --target <name> (the package has \(names))")
        }
        return only
    }

    /// The command line of `mirrormapper generate` that writes into `folder` (relative to the
    /// package): the arguments given, with `--output <folder>/` before any `--`.
    func commandLine(writingInto folder: String) -> [String] {
        let output = ["--output", folder + "/"]
        guard let end = commandArguments.firstIndex(of: "--") else {
            return ["generate"] + commandArguments + output
        }
        return ["generate"] + commandArguments[..<end] + output + commandArguments[end...]
    }

    /// `url` relative to the package's folder `root`: `Sources/GitHubModels`.
    ///
    /// - Throws: ``PluginFailure`` when it is not inside it.
    static func relativePath(of url: URL, in root: URL) throws -> String {
        let path = url.standardizedFileURL.path
        let rootPath = root.standardizedFileURL.path
        let prefix = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
        guard path.hasPrefix(prefix) else {
            throw PluginFailure("the target's folder \(path) is not inside the package's folder \(rootPath)")
        }
        return String(path.dropFirst(prefix.count))
    }
}

/// Why the plugin did not run the command, in one line.
struct PluginFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
