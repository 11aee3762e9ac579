import Foundation
import Testing

@testable import MirrorMapper

/// An empty `Optional` put into an `Any` (`["email": user.email]` with `email` nil) is `null` to
/// every binding, as `NSNull` is: one rule, `isNull(_:)` (DESIGN.md, "absent, null or a value").
@Suite struct EmptyOptionalInputTests {
    final class Kennel: Mappable {
        var name: String? = "default"
        var note: Any? = "default"
        var tags: [Any]? = ["default"]
        var extra: [String: Any]? = ["default": 1]
        var pets: [Animal]? = [Animal()]
        required init() {}
        static let mapping = Mapping<Kennel>([
            "name": \.name, "note": \.note, "tags": \.tags, "extra": \.extra, "pets": \.pets,
        ])
        .itemType(forArray: "pets") { _ in Dog.self }
    }

    /// The ways a dictionary says null: `NSNull`, and empty optionals of two types.
    static func null(_ index: Int) -> (label: String, value: Any) {
        switch index {
        case 0: ("NSNull", NSNull())
        case 1: ("an empty String?", Optional<String>.none as Any)
        default: ("an empty [Any]?", Optional<[Any]>.none as Any)
        }
    }

    @Test(arguments: [Mapper.Mode.lenient, .strict], 0..<3)
    func everyBindingReadsAnEmptyOptionalAsNull(mode: Mapper.Mode, index: Int) throws {
        let null = Self.null(index)
        var issues: [MappingIssue] = []
        let kennel = try Mapper(mode: mode).collectingIssues(into: &issues) {
            try $0.object(
                of: Kennel.self,
                from: [
                    "name": null.value, "note": null.value, "tags": null.value, "extra": null.value,
                    "pets": null.value,
                ])
        }
        #expect(issues.isEmpty, "\(null.label): \(issues)")
        #expect(kennel.name == nil, "\(null.label)")
        #expect(kennel.note == nil, "\(null.label): \(String(describing: kennel.note))")
        #expect(kennel.tags == nil, "\(null.label)")
        #expect(kennel.extra == nil, "\(null.label)")
        #expect(kennel.pets == nil, "\(null.label)")
    }

    /// A value whose `setValue(_:forKey:)` is written by hand, recording what it is given.
    struct Recorder: KeyValueSettable {
        var given: [String: String] = [:]
        mutating func setValue(_ value: Any?, forKey key: String) throws {
            given[key] = value.map { "\(type(of: $0))" } ?? "nil"
        }
    }

    /// `KeyValueSettable` reads null by the same rule: `nil` for every way of saying it, and
    /// nothing at all when the mapper ignores nulls.
    @Test(arguments: 0..<3)
    func aHandWrittenSetterGetsNilForEveryNullAndNothingWhenNullsAreIgnored(index: Int) throws {
        let null = Self.null(index)
        var recorder = Recorder()
        try Mapper().populate(&recorder, from: ["null": null.value, "value": 1])
        #expect(recorder.given == ["null": "nil", "value": "Int"], "\(null.label)")
        var ignoring = Recorder()
        try Mapper(ignoresNull: true).populate(&ignoring, from: ["null": null.value, "value": 1])
        #expect(ignoring.given == ["value": "Int"], "\(null.label)")
    }
}
