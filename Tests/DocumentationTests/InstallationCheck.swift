/// Checks the installation lines of the documents against the facts they state: that the package
/// a client depends on is this one, at its newest release in the changelog, that the product a
/// target uses is one of its libraries, and that the README names the platforms `Package.swift`
/// declares.
struct InstallationCheck {
    /// What this package's `Package.swift` declares.
    let manifest: PackageManifestFacts
    /// The newest released version in `CHANGELOG.md`, as `0.2.0`; nil when it lists none.
    let newestRelease: String?

    /// The names of Apple platforms that `Package.swift` writes otherwise than prose does.
    private static let manifestPlatformNames = ["Mac Catalyst": "macCatalyst"]

    /// A check against the text of a `Package.swift` and of a `CHANGELOG.md` in the style of Keep a
    /// Changelog, where the first heading `## [x.y.z]` is the newest release.
    init(manifest: String, changelog: String) {
        self.manifest = PackageManifestFacts(text: manifest)
        newestRelease = changelog.split(separator: "\n").lazy
            .compactMap { $0.wholeMatch(of: #/## \[(?<version>\d+\.\d+\.\d+)\].*/#) }
            .first.map { String($0.version) }
    }

    /// What is wrong with the README: the checks of ``problems(withClientManifestBlocksOf:document:)``,
    /// and its Installation section must show both lines and name the declared platforms.
    func problems(withReadme readme: String) -> [String] {
        let lines = Self.clientManifestLines(of: readme, document: "README.md")
        var problems = problems(with: lines)
        if lines.packages.isEmpty {
            problems.append(
                "README.md: no block marked as a client manifest holds a `.package(url:from:)` line")
        }
        if lines.products.isEmpty {
            problems.append(
                "README.md: no block marked as a client manifest holds a `.product(name:package:)` line")
        }
        guard let section = Self.section("Installation", of: readme) else {
            problems.append("README.md: there is no `## Installation` section")
            return problems
        }
        let named = Self.platforms(namedIn: section)
        if named.isEmpty {
            problems.append("README.md: the Installation section names no Apple platform with its version")
        }
        let undeclared = named.subtracting(manifest.platforms)
        if !undeclared.isEmpty {
            problems.append(
                """
                README.md: the Installation section names \(undeclared.sorted().joined(separator: ", ")), \
                which Package.swift does not declare
                """)
        }
        let unnamed = manifest.platforms.subtracting(named)
        if !unnamed.isEmpty {
            problems.append(
                """
                README.md: the Installation section does not name \(unnamed.sorted().joined(separator: ", ")), \
                which Package.swift declares
                """)
        }
        return problems
    }

    /// What is wrong with the lines of the blocks of `text`, the document at `document`, that are
    /// marked as a client's manifest; empty when it has none.
    func problems(withClientManifestBlocksOf text: String, document: String) -> [String] {
        problems(with: Self.clientManifestLines(of: text, document: document))
    }

    /// The lines of the blocks of `text` that are marked as a client's manifest.
    private static func clientManifestLines(of text: String, document: String) -> ClientManifestLines {
        ClientManifestLines(
            blocks: MarkdownCodeBlock.blocks(in: text, document: document).filter(\.isClientManifest))
    }

    /// What is wrong with `lines`: each must be read, and state this package's facts.
    private func problems(with lines: ClientManifestLines) -> [String] {
        guard !lines.packages.isEmpty || !lines.products.isEmpty || !lines.unreadLines.isEmpty else {
            return []
        }
        guard let name = manifest.name else {
            return ["Package.swift: no `Package(name:)` found"]
        }
        var problems = lines.unreadLines
        for package in lines.packages {
            if package.version != newestRelease {
                let newest = newestRelease.map { "is \($0)" } ?? "is missing"
                problems.append(
                    """
                    \(package.location): the line depends on version \(package.version), \
                    but the newest release in CHANGELOG.md \(newest)
                    """)
            }
            let identity = Self.packageIdentity(ofURL: package.url)
            if identity != name {
                problems.append(
                    """
                    \(package.location): SwiftPM calls the package at \(package.url) `\(identity)`, \
                    but Package.swift names it `\(name)`
                    """)
            }
        }
        for product in lines.products {
            if !manifest.libraries.contains(product.name) {
                problems.append(
                    """
                    \(product.location): `\(product.name)` is not a library product of Package.swift \
                    (\(manifest.libraries.joined(separator: ", ")))
                    """)
            }
            if product.package != name {
                problems.append(
                    "\(product.location): the product's package is `\(product.package)`, Package.swift names it `\(name)`"
                )
            }
        }
        return problems
    }

    /// The text of the section under the heading `## title`, up to the next heading of that level.
    static func section(_ title: String, of document: String) -> String? {
        let lines = document.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: "## \(title)"[...]) else {
            return nil
        }
        let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.endIndex
        return lines[(start + 1)..<end].joined(separator: "\n")
    }

    /// The Apple platforms that `text` names with a version, as `macOS 13` or `Mac Catalyst 16`,
    /// under the names `Package.swift` gives them (`macCatalyst 16`).
    static func platforms(namedIn text: String) -> Set<String> {
        let mentions = text.matches(
            of: #/\b(?<platform>Mac Catalyst|macOS|iOS|tvOS|watchOS|visionOS) (?<version>\d+(?:\.\d+)*)/#)
        return Set(
            mentions.map { mention in
                "\(manifestPlatformNames[String(mention.platform)] ?? String(mention.platform)) \(mention.version)"
            })
    }

    /// The identity SwiftPM gives a package depended on by URL, which `.product(package:)` names:
    /// the URL's last path component without `.git`.
    static func packageIdentity(ofURL url: String) -> String {
        let last = url.split(separator: "/").last.map(String.init) ?? url
        return last.hasSuffix(".git") ? String(last.dropLast(4)) : last
    }
}
