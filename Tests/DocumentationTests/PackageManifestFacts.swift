/// What a `Package.swift` declares that installation lines state, read from the manifest's text:
/// the package's name, its library products and its minimum Apple platforms.
struct PackageManifestFacts {
    /// The name given to `Package(name:)`; nil when the text has none.
    let name: String?
    /// The names of the `.library` products.
    let libraries: [String]
    /// The entries of `platforms:` as `macOS 13`, `macCatalyst 16` or `macOS 10.15`: the name
    /// `Package.swift` gives the platform, and the version.
    let platforms: Set<String>

    /// The facts of `text`, the text of a `Package.swift`.
    init(text: String) {
        name = text.firstMatch(of: #/Package\(\s*name:\s*"(?<name>[^"]+)"/#).map { String($0.name) }
        libraries = text.matches(of: #/\.library\(\s*name:\s*"(?<name>[^"]+)"/#).map { String($0.name) }
        let list = text.firstMatch(of: #/platforms:\s*\[(?<list>[^\]]*)\]/#).map { String($0.list) } ?? ""
        platforms = Set(
            list.matches(of: #/\.(?<platform>\w+)\(\.v(?<version>\d+(?:_\d+)*)\)/#).map { entry in
                "\(entry.platform) \(entry.version.split(separator: "_").joined(separator: "."))"
            })
    }
}
