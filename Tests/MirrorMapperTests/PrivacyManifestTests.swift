import Foundation
import Testing

@testable import MirrorMapper

@Suite("The privacy manifest")
struct PrivacyManifestTests {
    /// Apple requires a reason for every use of a required-reason API; the store reads its file's
    /// timestamps (``FileFingerprint``), and nothing else of the list.
    @Test("ships with the library and declares the file timestamps the store reads")
    func declaresFileTimestamps() throws {
        let url = try #require(Bundle.module.url(forResource: "PrivacyInfo", withExtension: "xcprivacy"))
        let manifest = try #require(
            try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil)
                as? [String: Any])
        #expect(manifest["NSPrivacyTracking"] as? Bool == false)
        let accessed = try #require(manifest["NSPrivacyAccessedAPITypes"] as? [[String: Any]])
        #expect(
            accessed.compactMap { $0["NSPrivacyAccessedAPIType"] as? String } == [
                "NSPrivacyAccessedAPICategoryFileTimestamp"
            ])
        #expect(accessed.first?["NSPrivacyAccessedAPITypeReasons"] as? [String] == ["C617.1"])
    }
}
