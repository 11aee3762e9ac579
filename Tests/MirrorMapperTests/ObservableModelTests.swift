import Foundation
import Observation
import Testing

@testable import MirrorMapper

/// Every property of an `@Observable` class is stored as `_name` behind the observation's
/// accessors: written through its storage, no observer would hear of it.
@available(macOS 14, macCatalyst 17, iOS 17, tvOS 17, watchOS 10, *)
@Observable final class ObservedSettings: Mappable {
    var volume = 0
    var theme = "light"
    required init() {}
}

/// The same class with its properties reached through their key paths, so through the
/// observation's setters.
@available(macOS 14, macCatalyst 17, iOS 17, tvOS 17, watchOS 10, *)
@Observable final class ReachedSettings: Mappable {
    var volume = 0
    var theme = "light"
    required init() {}
    static let mapping = Mapping<ReachedSettings>.automatic
        .throughKeyPaths(["volume": \.volume, "theme": \.theme])
        .excluding("_$observationRegistrar")
}

// One suite per availability: Testing takes `@available` on a test, not on a suite.
@Suite struct ObservableModelTests {
    @available(macOS 14, macCatalyst 17, iOS 17, tvOS 17, watchOS 10, *)
    @Test func itsStorageIsSkippedAndReported() throws {
        var issues: [MappingIssue] = []
        let settings = try Mapper().collectingIssues(into: &issues) {
            try $0.object(
                of: ObservedSettings.self, from: ["volume": 3, "theme": "dark"])
        }
        #expect(settings.volume == 0 && settings.theme == "light")
        #expect(
            issues.map(\.description) == [
                "(root): invalid mapping: ObservedSettings skips the storage of wrapped or underscored "
                    + "properties: _volume, _theme, _$observationRegistrar (reach them with throughKeyPaths, "
                    + "or exclude them) (kept the current value)"
            ])
    }

    @available(macOS 14, macCatalyst 17, iOS 17, tvOS 17, watchOS 10, *)
    @Test func reachedThroughKeyPathsItsObserversHear() throws {
        let settings = ReachedSettings()
        let heard = Locked(false)
        withObservationTracking {
            _ = settings.volume
        } onChange: {
            heard.withLock { $0 = true }
        }
        try Mapper(mode: .strict).populate(settings, from: ["volume": 7, "theme": "dark"])
        #expect(settings.volume == 7 && settings.theme == "dark")
        #expect(heard.withLock { $0 })
        #expect(try Mapper.dictionary(from: settings).keys.sorted() == ["theme", "volume"])
    }
}
