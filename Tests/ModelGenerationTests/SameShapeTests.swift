import Foundation
import Testing

@testable import ModelGeneration

/// One model per shape: objects with the same keys and values of the same kinds are samples of one
/// model wherever they sit, as the elements of one array are; an object lacking keys that are
/// optional in another is one of its samples too, under a key of the same name.
@Suite struct SameShapeTests {
    /// A timeline as twitter.json has it: a retweet is a status, without a retweet of its own.
    private static let timeline = """
        {"statuses": [
          {"id": 1, "text": "RT @ada: hi", "reply_to": null, "user": {"id": 7, "name": "Bo"},
           "retweeted_status": {"id": 2, "text": "hi", "reply_to": 5, "user": {"id": 8, "name": "Ada"}}},
          {"id": 3, "text": "hello", "reply_to": null, "user": {"id": 7, "name": "Bo"}}
        ]}
        """

    @Test func aRetweetIsAStatus() throws {
        let models = try generate(Self.timeline)
        #expect(models.modelNames == ["Sample", "Status", "User"])
        #expect(models.source.contains("    var retweetedStatus: Status?\n"))
        #expect(
            models.source.contains(
                "/// Found at `statuses[]` and `statuses[].retweeted_status` in `sample.json`."))
    }

    /// The types come from all the samples together: `null` at one place and numbers at the other
    /// make `Int?`, where each place alone gave `Any?` and `Int`.
    @Test func theSamplesOfEveryPlaceDecideTheTypes() throws {
        let models = try generate(Self.timeline)
        #expect(models.source.contains("    var replyTo: Int?\n"))
        let addresses = try generate(
            #"{"billing_address": {"city": "Oslo", "zip": null}, "shipping_address": {"city": "Bergen", "zip": 5}}"#
        )
        #expect(addresses.modelNames == ["Sample", "Address"])
        #expect(addresses.source.contains("    var zip: Int?\n"))
    }

    /// Merging never makes a typed property `Any`: a key holding numbers at one place and text at
    /// the other keeps the places apart.
    @Test func valuesOfAnotherKindKeepTheModelsApart() throws {
        let models = try generate(
            #"{"home": {"id": 1, "city": "Oslo"}, "work": {"id": "a", "city": "Bergen"}}"#)
        #expect(models.modelNames == ["Sample", "Home", "Work"])
    }

    /// Users are no statuses, whatever the sample shows: objects under keys that name different
    /// things are one model only with the same keys.
    @Test func aKeyMissingUnderAnotherNameKeepsTheModelsApart() throws {
        let models = try generate(
            #"{"user": {"id": 1}, "statuses": [{"id": 2}, {"id": 3, "text": "x"}], "owner": {"id": 4}}"#)
        #expect(models.modelNames == ["Sample", "User", "Status"])
        #expect(models.source.contains("    var owner = User()\n"))
    }

    /// A struct cannot hold itself: the retweet stays a model of its own, and shares the users.
    @Test func aStructHoldsNoModelOfItsOwnShape() throws {
        let models = try generate(Self.timeline) { $0.makesStructs = true }
        #expect(models.modelNames == ["Sample", "Status", "User", "RetweetedStatus"])
        #expect(models.source.contains("    var retweetedStatus: RetweetedStatus?\n"))
        #expect(models.source.components(separatedBy: "    var user = User()\n").count == 3)
    }

    /// The classes and the structs made from the timeline compile: a class that holds itself as an
    /// optional, structs that do not.
    @Test(.needsProcSelf, arguments: [false, true])
    func theModelsOfATimelineTypeCheck(_ makesStructs: Bool) throws {
        let source = try generate(Self.timeline) { $0.makesStructs = makesStructs }.source
        let run = try Compiler.run(["-typecheck", "-I", Compiler.modules.path], on: [source])
        #expect(run.status == 0, "\(run.output.prefix(2_000))")
    }

    private func generate(_ json: String, _ configure: (inout GenerationOptions) -> Void = { _ in }) throws
        -> GeneratedModels
    {
        var options = GenerationOptions()
        options.sampleName = "sample.json"
        configure(&options)
        return try ModelGenerator.generate(from: Data(json.utf8), options: options)
    }
}
