import Foundation
import Testing

@testable import MirrorMapper

/// Foundation objects inside `Any` values, as `JSONSerialization`, property lists and many SDKs hand
/// them out on Apple platforms (issue 44, point 4), give the same values and issues as the Swift
/// types they bridge to, through every entry point that takes a dictionary: `object(of:from:)`,
/// `populate`, and a store that keeps the model. The all-paths harness does the same over its
/// corpus (`AllPaths.Input.bridgedDictionary`).
@Suite struct BridgedInputTests {
    struct Friend: Mappable, Equatable {
        var name = ""
        var age = 0
        static let mapping = Mapping<Friend>(["name": \.name, "age": \.age])
    }

    struct Profile: Mappable, Equatable {
        var name = "default"
        var age = -1
        var verified = false
        var joined = Date(timeIntervalSince1970: 0)
        var avatar = Data([0xFF])
        var nickname: String? = "default"
        var count: Int64 = -1
        var balance = Decimal(-1)
        var friends: [Friend] = []
        static let mapping = Mapping<Profile>([
            "name": \.name, "age": \.age, "verified": \.verified, "joined": \.joined, "avatar": \.avatar,
            "nickname": \.nickname, "count": \.count, "balance": \.balance, "friends": \.friends,
        ])
    }

    /// One member given as a Swift value and as the Foundation object that bridges to it.
    struct Member: CustomStringConvertible, Sendable {
        let label: String
        let key: String
        let swift: @Sendable () -> Any
        let bridged: @Sendable () -> Any
        var description: String { label }
    }

    static let beyondSixtyFourBits = Decimal(string: "18446744073709551616") ?? 0
    static let belowInt64 = Decimal(string: "-9223372036854775809") ?? 0
    static let thirtyDigits = Decimal(string: "123456789012345678901234567890") ?? 0
    static let timestamp = Date(timeIntervalSince1970: 1_409_444_955)

    static let members: [Member] = [
        // Property lists give `NSDate` and `NSData`.
        Member(
            label: "NSDate for Date", key: "joined", swift: { timestamp },
            bridged: { NSDate(timeIntervalSince1970: 1_409_444_955) }),
        Member(
            label: "NSData for Data", key: "avatar", swift: { Data([1, 2, 3]) },
            bridged: { NSData(data: Data([1, 2, 3])) }),
        Member(
            label: "NSString for String", key: "name", swift: { "Ada" }, bridged: { NSString(string: "Ada") }),
        Member(label: "NSString for Int", key: "age", swift: { "42" }, bridged: { NSString(string: "42") }),
        Member(
            label: "NSString not a number for Int", key: "age", swift: { "old" },
            bridged: { NSString(string: "old") }),
        Member(
            label: "NSString for Bool", key: "verified", swift: { "yes" },
            bridged: { NSString(string: "yes") }),
        Member(
            label: "NSString for Date", key: "joined", swift: { "2014-08-31T00:29:15Z" },
            bridged: { NSString(string: "2014-08-31T00:29:15Z") }),
        Member(
            label: "base64 NSString for Data", key: "avatar", swift: { "AQID" },
            bridged: { NSString(string: "AQID") }),
        // `__NSCFBoolean` and `NSNumber` are told apart as `Bool` and `Int` are.
        Member(
            label: "boolean NSNumber for Int", key: "age", swift: { true }, bridged: { NSNumber(value: true) }
        ),
        Member(
            label: "integer NSNumber 1 for Bool", key: "verified", swift: { 1 },
            bridged: { NSNumber(value: 1) }),
        Member(
            label: "integer NSNumber 2 for Bool", key: "verified", swift: { 2 },
            bridged: { NSNumber(value: 2) }),
        Member(
            label: "boolean NSNumber for Bool", key: "verified", swift: { true },
            bridged: { NSNumber(value: true) }),
        Member(
            label: "boolean NSNumber for String", key: "name", swift: { false },
            bridged: { NSNumber(value: false) }),
        Member(
            label: "double NSNumber for Int", key: "age", swift: { 42.5 }, bridged: { NSNumber(value: 42.5) }),
        Member(
            label: "NSNull for an optional", key: "nickname", swift: { String?.none as Any },
            bridged: { NSNull() }),
        // `NSNull` and an empty `Optional` put into an `Any` are both null (`isNull(_:)`).
        Member(
            label: "NSNull for a non-optional", key: "age", swift: { Int?.none as Any }, bridged: { NSNull() }
        ),
        Member(
            label: "NSDecimalNumber 2^64 for Int64", key: "count", swift: { beyondSixtyFourBits },
            bridged: { NSDecimalNumber(decimal: beyondSixtyFourBits) }),
        Member(
            label: "NSDecimalNumber below Int64.min for Int64", key: "count", swift: { belowInt64 },
            bridged: { NSDecimalNumber(decimal: belowInt64) }),
        Member(
            label: "NSDecimalNumber 2^64 for Decimal", key: "balance", swift: { beyondSixtyFourBits },
            bridged: { NSDecimalNumber(decimal: beyondSixtyFourBits) }),
        Member(
            label: "NSDecimalNumber of 30 digits for Decimal", key: "balance", swift: { thirtyDigits },
            bridged: { NSDecimalNumber(decimal: thirtyDigits) }),
        Member(
            label: "NSDecimalNumber of 30 digits for String", key: "name", swift: { thirtyDigits },
            bridged: { NSDecimalNumber(decimal: thirtyDigits) }),
        Member(
            label: "NSArray of NSDictionary for [Model]", key: "friends",
            swift: { [["name": "Bo", "age": 3], ["name": "Cy", "age": "x"]] as [Any] },
            bridged: {
                NSArray(array: [
                    NSDictionary(dictionary: ["name": NSString(string: "Bo"), "age": NSNumber(value: 3)]),
                    NSDictionary(dictionary: ["name": NSString(string: "Cy"), "age": NSString(string: "x")]),
                ])
            }),
        Member(
            label: "NSDictionary for [Model]", key: "friends", swift: { ["name": "Bo"] as [String: Any] },
            bridged: { NSDictionary(dictionary: ["name": NSString(string: "Bo")]) }),
    ]

    /// What an entry point made of a dictionary: the model and its issues, or the error.
    struct Outcome: Equatable, CustomStringConvertible {
        var model: Profile?
        var issues: [String]
        var error: String?
        var description: String {
            "\(model.map { "\($0)" } ?? "no model") issues: \(issues) error: \(error ?? "none")"
        }

        init(_ read: (inout [MappingIssue]) throws -> Profile) {
            var issues: [MappingIssue] = []
            do {
                model = try read(&issues)
                error = nil
            } catch {
                model = nil
                self.error = "\(error)"
            }
            self.issues = issues.map(\.description)
        }
    }

    /// `dictionary` through `object(of:from:)`, `populate` of a model made first, and a store in
    /// memory that keeps the model in a dictionary of models and reads it back.
    static func outcomes(of dictionary: [String: Any], mode: Mapper.Mode) throws -> [String: Outcome] {
        let mapper = Mapper(mode: mode)
        let object = Outcome { issues in
            try mapper.collectingIssues(into: &issues) { try $0.object(of: Profile.self, from: dictionary) }
        }
        let populated = Outcome { issues in
            var profile = Profile()
            try mapper.collectingIssues(into: &issues) { try $0.populate(&profile, from: dictionary) }
            return profile
        }
        var stored = object
        if let model = object.model {
            let store = DefaultsStore.inMemory()
            try store.set(["me": model], forKey: "profiles")
            stored.model = try store.value(of: [String: Profile].self, forKey: "profiles")?["me"]
        }
        return ["object": object, "populate": populated, "store": stored]
    }

    @Test(arguments: [Mapper.Mode.lenient, .strict], members)
    func aFoundationObjectReadsAsTheSwiftValueItBridgesTo(mode: Mapper.Mode, member: Member) throws {
        let swift = try Self.outcomes(of: [member.key: member.swift()], mode: mode)
        let bridged = try Self.outcomes(of: [member.key: member.bridged()], mode: mode)
        #expect(swift.count == 3)
        for (entryPoint, expected) in swift {
            #expect(bridged[entryPoint] == expected, "\(member) \(entryPoint)")
        }
    }

    /// The same with the whole dictionary an `NSDictionary` cast to `[String: Any]`, as
    /// `JSONSerialization`'s result is.
    @Test(arguments: [Mapper.Mode.lenient, .strict], members)
    func aFoundationObjectInAnNSDictionaryReadsAsTheSwiftValue(mode: Mapper.Mode, member: Member) throws {
        let swift = try Self.outcomes(of: [member.key: member.swift()], mode: mode)
        let object: Any = NSDictionary(dictionary: [member.key: member.bridged()])
        let dictionary = try #require(object as? [String: Any])
        let bridged = try Self.outcomes(of: dictionary, mode: mode)
        for (entryPoint, expected) in swift {
            #expect(bridged[entryPoint] == expected, "\(member) \(entryPoint)")
        }
    }

    /// The harness's input is made of Foundation objects, not of the Swift values it came from.
    @Test func theHarnessInputHoldsFoundationObjects() throws {
        let json = Data(
            #"{"a": "x", "b": 1, "c": true, "d": 1.5, "e": 18446744073709551616, "f": null, "g": [1], "h": {"i": 2}}"#
                .utf8)
        let dictionary = try #require(try JSONReader().value(from: json) as? [String: Any])
        let bridged = dictionary.mapValues(AllPaths.foundationObject(of:))
        #expect(type(of: try #require(bridged["a"])) is NSString.Type)
        #expect(type(of: try #require(bridged["b"])) == NSNumber.self)
        #expect(type(of: try #require(bridged["c"])) == type(of: NSNumber(value: true)))
        #expect(type(of: try #require(bridged["d"])) == NSNumber.self)
        #expect(type(of: try #require(bridged["e"])) == NSDecimalNumber.self)
        #expect(type(of: try #require(bridged["f"])) == NSNull.self)
        #expect(type(of: try #require(bridged["g"])) is NSArray.Type)
        #expect(type(of: try #require(bridged["h"])) is NSDictionary.Type)
    }
}
