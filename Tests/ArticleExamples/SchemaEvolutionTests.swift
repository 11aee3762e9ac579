// The DocC article "Schema Evolution": version 2 of the profile reads what version 1 stored, as the
// article tells.
import Foundation
import MirrorMapper
import Testing

@Test func version2ReadsWhatVersion1Stored() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let log = DefaultsIssueLog()
    var configuration = DefaultsStore.Configuration()
    configuration.issueHandler = log.record
    let store = DefaultsStore(
        url: directory.appendingPathComponent("defaults.json"), configuration: configuration)

    let stored = ProfileVersion1.Profile()
    stored.fontSize = 14
    stored.userName = "ada"
    stored.legacyFlag = true
    stored.accent = "teal"
    try store.set(stored, forKey: "profile")
    let profile = try #require(try store.value(of: ProfileVersion2.Profile.self, forKey: "profile"))
    #expect(
        profile.showsToolbar && profile.fontSize == 14.0 && profile.displayName == "ada"
            && profile.accent == 3)
    #expect(
        log.issues.map(\.description) == [
            #"profile.accent: expected Int, found String "teal" (kept the declared default)"#
        ])

    try store.set(profile, forKey: "profile")
    let again = try #require(try store.value(of: ProfileVersion1.Profile.self, forKey: "profile"))
    #expect(again.legacyFlag, "version 1 reads its legacyFlag again")
}
