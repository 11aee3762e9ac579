import Foundation

/// The lines of a client package's `Package.swift` that a document shows to install this package,
/// read from its blocks marked ``MarkdownCodeBlock/clientManifestMarker``: dependencies on the
/// package, and products of it that a target uses.
struct ClientManifestLines {
    /// A `.package(url: "…", from: "…")` line.
    struct PackageDependency {
        let url: String
        let version: String
        /// Where the line is, as `README.md:31`.
        let location: String
    }

    /// A `.product(name: "…", package: "…")` line.
    struct ProductDependency {
        let name: String
        let package: String
        /// Where the line is, as `README.md:37`.
        let location: String
    }

    private(set) var packages: [PackageDependency] = []
    private(set) var products: [ProductDependency] = []
    /// A sentence for each line that is neither blank nor one of the two forms: a marked block holds
    /// nothing that goes unchecked.
    private(set) var unreadLines: [String] = []

    /// The lines of `blocks`, which are marked as a client's manifest.
    init(blocks: [MarkdownCodeBlock]) {
        for block in blocks {
            for (offset, line) in block.lines.enumerated() {
                read(
                    line.trimmingCharacters(in: .whitespaces),
                    at: "\(block.document):\(block.line + 1 + offset)")
            }
        }
    }

    private mutating func read(_ line: String, at location: String) {
        if line.isEmpty {
            return
        }
        if let match = line.wholeMatch(of: #/\.package\(url: "(?<url>[^"]+)", from: "(?<version>[^"]+)"\),?/#)
        {
            packages.append(
                PackageDependency(url: String(match.url), version: String(match.version), location: location))
        } else if let match = line.wholeMatch(
            of: #/\.product\(name: "(?<name>[^"]+)", package: "(?<package>[^"]+)"\),?/#)
        {
            products.append(
                ProductDependency(
                    name: String(match.name), package: String(match.package), location: location))
        } else {
            unreadLines.append(
                "\(location): `\(line)` is neither a `.package(url:from:)` nor a `.product(name:package:)` line"
            )
        }
    }
}
