import Testing

/// The installation check's own cases: each fact the README states, broken once, is reported.
@Suite struct InstallationCheckTests {
    private static let manifest = """
        // swift-tools-version:6.2
        import PackageDescription

        let package = Package(
            name: "Shelf",
            platforms: [.macOS(.v10_15), .macCatalyst(.v16), .iOS(.v16)],
            products: [
                .library(name: "Shelf", targets: ["Shelf"]),
                .executable(name: "shelf", targets: ["ShelfTool"]),
            ],
            targets: [.target(name: "Shelf"), .executableTarget(name: "ShelfTool")]
        )
        """

    private static let changelog = """
        # Changelog

        ## [Unreleased]

        ## [1.2.0] - 2026-11-30

        ## [1.1.0] - 2026-11-29
        """

    private static func readme(
        package: String = #".package(url: "https://example.com/shelf/Shelf.git", from: "1.2.0"),"#,
        product: String = #".product(name: "Shelf", package: "Shelf"),"#,
        platforms: String = "macOS 10.15, Mac Catalyst 16 and iOS 16"
    ) -> String {
        let marker = MarkdownCodeBlock.clientManifestMarker
        return """
            # Shelf

            ## Installation

            \(marker)
            ```swift
            \(package)
            ```

            \(marker)
            ```swift
            \(product)
            ```

            It runs on \(platforms) or later.

            ## A tour

            Also on iOS 18.
            """
    }

    private static func problems(inReadme readme: String) -> [String] {
        InstallationCheck(manifest: manifest, changelog: changelog).problems(withReadme: readme)
    }

    @Test func manifestFactsAreReadFromItsText() {
        let facts = PackageManifestFacts(text: Self.manifest)
        #expect(facts.name == "Shelf")
        #expect(facts.libraries == ["Shelf"])
        #expect(facts.platforms == ["macOS 10.15", "macCatalyst 16", "iOS 16"])
        #expect(
            InstallationCheck(manifest: Self.manifest, changelog: Self.changelog).newestRelease == "1.2.0")
    }

    @Test func linesThatStateTheFactsPass() {
        #expect(Self.problems(inReadme: Self.readme()) == [])
    }

    @Test func aVersionOtherThanTheNewestReleaseIsReported() {
        let readme = Self.readme(
            package: #".package(url: "https://example.com/shelf/Shelf.git", from: "1.1.0"),"#)
        #expect(
            Self.problems(inReadme: readme) == [
                "README.md:7: the line depends on version 1.1.0, but the newest release in CHANGELOG.md is 1.2.0"
            ])
    }

    @Test func aURLOfAnotherPackageIsReported() {
        let readme = Self.readme(
            package: #".package(url: "https://example.com/shelf/Shelves", from: "1.2.0"),"#)
        #expect(
            Self.problems(inReadme: readme) == [
                "README.md:7: SwiftPM calls the package at https://example.com/shelf/Shelves `Shelves`, "
                    + "but Package.swift names it `Shelf`"
            ])
    }

    @Test func aProductThatIsNoLibraryOrOfAnotherPackageIsReported() {
        let readme = Self.readme(product: #".product(name: "shelf", package: "Shelves"),"#)
        #expect(
            Self.problems(inReadme: readme) == [
                "README.md:12: `shelf` is not a library product of Package.swift (Shelf)",
                "README.md:12: the product's package is `Shelves`, Package.swift names it `Shelf`",
            ])
    }

    @Test func platformsOtherThanTheDeclaredOnesAreReported() {
        let readme = Self.readme(platforms: "macOS 13, Mac Catalyst 16 and iOS 16")
        #expect(
            Self.problems(inReadme: readme) == [
                "README.md: the Installation section names macOS 13, which Package.swift does not declare",
                "README.md: the Installation section does not name macOS 10.15, which Package.swift declares",
            ])
    }

    @Test func aMarkedLineTheCheckCannotReadIsReported() {
        let readme = Self.readme(product: "let shelf = Shelf()")
        #expect(
            Self.problems(inReadme: readme) == [
                "README.md:12: `let shelf = Shelf()` is neither a `.package(url:from:)` "
                    + "nor a `.product(name:package:)` line",
                "README.md: no block marked as a client manifest holds a `.product(name:package:)` line",
            ])
    }
}
