import Testing

@testable import MirrorMapper

/// What the runtime's field records give, pinned: the package reads them through entry points no
/// public interface declares (`RuntimeFieldRecords`), so a runtime that changed them would fail
/// here first.
@Suite("The runtime's field records")
struct RuntimeFieldRecordsTests {
    private struct Sample {
        let id: Int
        var name: String
        var tags: [String]?
        var flag: Bool
    }

    private class Base {
        var count = 1
        let label = "base"
    }

    private final class Derived: Base {
        weak var parent: Base?
        unowned let owner: Base
        var ratio = 0.5
        lazy var cached = 5

        init(owner: Base) {
            self.owner = owner
        }
    }

    private struct Generic<Element> {
        var first: Element
        var rest: [Element]
    }

    @Test("a struct: names, declared types, offsets and let or var, in declaration order")
    func structFields() {
        let fields = RuntimeFieldRecords.fields(of: Sample.self)
        #expect(fields.map(\.name) == ["id", "name", "tags", "flag"])
        #expect(fields.map { "\($0.type)" } == ["Int", "String", "Optional<Array<String>>", "Bool"])
        #expect(
            fields.map(\.offset) == [
                MemoryLayout<Sample>.offset(of: \Sample.id), MemoryLayout<Sample>.offset(of: \Sample.name),
                MemoryLayout<Sample>.offset(of: \Sample.tags), MemoryLayout<Sample>.offset(of: \Sample.flag),
            ])
        #expect(fields.map(\.isVar) == [false, true, true, true])
        #expect(fields.allSatisfy { $0.isStrong })
    }

    @Test("a class: the superclass's fields first, then its own; weak and unowned are not strong")
    func classFields() {
        let fields = RuntimeFieldRecords.fields(of: Derived.self)
        #expect(
            fields.map(\.name) == ["count", "label", "parent", "owner", "ratio", "$__lazy_storage_$_cached"])
        #expect(
            fields.map { "\($0.type)" } == [
                "Int", "String", "Optional<Base>", "Base", "Double", "Optional<Int>",
            ])
        #expect(fields.map(\.isVar) == [true, false, true, false, true, true])
        #expect(fields.map(\.isStrong) == [true, true, false, false, true, true])
        // Past the object's header (its class and its reference counts), one word each.
        #expect(fields.first?.offset == 2 * MemoryLayout<Int>.size)
        #expect(RuntimeFieldRecords.fields(of: Base.self).map(\.name) == ["count", "label"])
        let offsets = fields.map(\.offset)
        #expect(offsets == offsets.sorted() && Set(offsets).count == offsets.count)
    }

    @Test("a generic struct: the fields of the specialization")
    func genericFields() {
        let fields = RuntimeFieldRecords.fields(of: Generic<Int8>.self)
        #expect(fields.map(\.name) == ["first", "rest"])
        #expect(fields.map { "\($0.type)" } == ["Int8", "Array<Int8>"])
        #expect(fields.map(\.offset) == [0, MemoryLayout<Generic<Int8>>.offset(of: \Generic<Int8>.rest)])
    }

    @Test("StoredProperties groups them by the class that declares them, and skips lazy storage")
    func storedPropertiesLevels() {
        let levels = StoredProperties(of: Derived.self).levels
        #expect(levels.map { "\($0.type)" } == ["Derived", "Base"])
        #expect(
            levels.map { $0.properties.map(\.name) } == [["parent", "owner", "ratio"], ["count", "label"]])
    }
}
