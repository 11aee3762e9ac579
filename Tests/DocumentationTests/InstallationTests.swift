// The README's installation lines are what a new user copies into their own Package.swift, and
// nothing compiles them here: so these tests read them and check every fact they state against
// this package's Package.swift and CHANGELOG.md (see InstallationCheck). A document marks such
// lines with `<!-- client manifest: checked by Tests/DocumentationTests/InstallationTests.swift -->`
// before their ```swift block.
import Testing

@Suite struct InstallationTests {
    private static func check() throws -> InstallationCheck {
        try InstallationCheck(
            manifest: PackageFiles.text(of: "Package.swift"), changelog: PackageFiles.text(of: "CHANGELOG.md")
        )
    }

    @Test func theReadmesInstallationLinesStateThePackagesFacts() throws {
        let problems = try Self.check().problems(withReadme: PackageFiles.text(of: "README.md"))
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test func everyOtherDocumentsClientManifestLinesStateThePackagesFacts() throws {
        let check = try Self.check()
        for document in try PackageFiles.markdownDocuments() where document != "README.md" {
            let text = try PackageFiles.text(of: document)
            let problems = check.problems(withClientManifestBlocksOf: text, document: document)
            #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        }
    }
}
