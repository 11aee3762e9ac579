import Foundation

extension Optional: ValueConvertible where Wrapped: ValueConvertible {
    /// `NSNull` (and an empty `Optional` put into an `Any`) becomes nil; anything else converts
    /// to `Wrapped`.
    public static func convert(from value: Any, in context: MappingContext) throws -> Wrapped? {
        if type(of: value) == NSNull.self { return nil }
        do {
            return try Wrapped.convert(from: context.plainValue(value, for: Wrapped.self), in: context)
        } catch {
            if isEmptyOptional(value) { return nil }
            throw error
        }
    }

    /// `NSNull` clears the value; a present value is updated in place (so an existing nested model
    /// object keeps its identity), an absent one is converted.
    public mutating func update(from value: Any, in context: MappingContext) throws {
        guard type(of: value) != NSNull.self, var wrapped = self else {
            self = try Self.convert(from: value, in: context)
            return
        }
        self = nil  // keeps `wrapped` uniquely referenced while it is updated
        do {
            try wrapped.update(from: context.plainValue(value, for: Wrapped.self), in: context)
            self = wrapped
        } catch {
            self = isEmptyOptional(value) ? nil : wrapped
            if self != nil { throw error }
        }
    }

    /// The wrapped value's JSON form, or `NSNull` for nil.
    public func jsonValue(in context: MappingContext) throws -> Any {
        guard let wrapped = self else { return NSNull() }
        return try wrapped.jsonValue(in: context)
    }
}

extension Array: ValueConvertible where Element: ValueConvertible {
    /// Converts an array element by element. In lenient mode an element that fails is dropped and
    /// reported, and the others are kept; in strict mode it fails the whole array.
    public static func convert(from value: Any, in context: MappingContext) throws -> [Element] {
        try context.convertElements(of: value, to: [Element].self) { element, _ in
            try Element.convert(from: context.plainValue(element, for: Element.self), in: context)
        }
    }

    /// An array of the elements' JSON forms.
    public func jsonValue(in context: MappingContext) throws -> Any {
        try context.nested(nil) {
            var result: [Any] = []
            result.reserveCapacity(count)
            // Indices rather than `enumerated()`: unspecialized generic code pays a metadata lookup
            // per step of an `EnumeratedSequence`.
            for index in 0..<count {
                result.append(try context.nested(.index(index)) { try self[index].jsonValue(in: context) })
            }
            return result
        }
    }
}

extension Set: ValueConvertible where Element: ValueConvertible {
    /// Converts an array; repeated elements collapse.
    public static func convert(from value: Any, in context: MappingContext) throws -> Set<Element> {
        Set(try [Element].convert(from: value, in: context))
    }

    /// An array of the elements' JSON forms, in the set's (unspecified) order.
    public func jsonValue(in context: MappingContext) throws -> Any {
        try Array(self).jsonValue(in: context)
    }
}

extension Dictionary: ValueConvertible where Key: LosslessStringConvertible, Value: ValueConvertible {
    /// Converts a `[String: Any]` value by value; keys convert from their text (`"7"` → 7 for `Int`
    /// keys). In lenient mode an entry whose key or value fails is dropped and reported; in strict
    /// mode it fails the whole dictionary.
    public static func convert(from value: Any, in context: MappingContext) throws -> [Key: Value] {
        try context.convertEntries(of: value, to: [Key: Value].self) { element, _ in
            try Value.convert(from: context.plainValue(element, for: Value.self), in: context)
        }
    }

    /// A `[String: Any]` of the values' JSON forms, keyed by the keys' text.
    public func jsonValue(in context: MappingContext) throws -> Any {
        try context.jsonEntries(of: self) { element, _ in try element.jsonValue(in: context) }
    }
}

/// The package's conversions of optionals and collections, which hand each element (an optional's
/// wrapped value) to the conversion of its own type: inexact numbers may reach them, since each
/// element gets ``MappingContext/plainValue(_:for:)`` for its own type.
protocol ElementwiseConversion: ValueConvertible {}

extension Optional: ElementwiseConversion where Wrapped: ValueConvertible {}
extension Array: ElementwiseConversion where Element: ValueConvertible {}
extension Set: ElementwiseConversion where Element: ValueConvertible {}
extension Dictionary: ElementwiseConversion where Key: LosslessStringConvertible, Value: ValueConvertible {}

extension MappingContext {
    /// The elements of the array `value`, each made by `convert` (given the element and its index)
    /// one level deeper: the one loop
    /// behind arrays and sets of ``ValueConvertible`` values and of `Codable` values. In lenient
    /// mode an element that fails is dropped and reported; in strict mode it fails the whole array.
    ///
    /// `type` is the collection's type, for the error when `value` is no array: an autoclosure,
    /// because naming a generic collection type looks it up in the runtime, for every array.
    func convertElements<Element>(
        of value: Any, to type: @autoclosure () -> Any.Type, _ convert: (Any, PathComponent) throws -> Element
    ) throws -> [Element] {
        guard let elements = value as? [Any] else {
            throw MappingError.mismatch(expected: type(), found: value)
        }
        return try nested(nil) {
            var result: [Element] = []
            // Most arrays of real documents are empty (a tweet's hashtags, its mentions): each call
            // of an array's methods in this generic code looks `[Element]` up in the runtime.
            guard !elements.isEmpty else { return result }
            result.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() {
                try droppingElementIfLenient(at: index) { component in
                    result.append(try convert(element, component))
                }
            }
            return result
        }
    }

    /// Converts the element at `index` of a collection with `convert` (given the element's path
    /// component), one level deeper: in lenient mode a problem drops the element, with a report.
    @inline(__always)
    func droppingElementIfLenient(at index: Int, _ convert: (PathComponent) throws -> Void) throws {
        try droppingIfLenient {
            let component = PathComponent.index(index)
            try nested(component) { try convert(component) }
        }
    }

    /// The entries of the `[String: Any]` `value`, keys converted from their text (`"7"` → 7 for
    /// `Int` keys) and values made by `convert` (given the value and its key): the one loop behind dictionaries of
    /// ``ValueConvertible`` values and of `Codable` values. In lenient mode an entry whose key or
    /// value fails is dropped and reported; in strict mode it fails the whole dictionary.
    func convertEntries<Key: LosslessStringConvertible & Hashable, Value>(
        of value: Any, to type: @autoclosure () -> Any.Type, _ convert: (Any, PathComponent) throws -> Value
    ) throws -> [Key: Value] {
        guard let entries = value as? [String: Any] else {
            throw MappingError.mismatch(expected: type(), found: value)
        }
        return try nested(nil) {
            var result: [Key: Value] = [:]
            result.reserveCapacity(entries.count)
            try forEachEntry(of: entries, keyText: \.key) { entry, text in
                try droppingEntryIfLenient(key: text) { (key: Key, component) in
                    result[key] = try convert(entry.value, component)
                }
            }
            return result
        }
    }

    /// Runs `body` for every entry of a dictionary, given the entry and its key's text, as if the
    /// entries came in the order of those texts: the issues they report are put in that order
    /// (each entry's own in theirs), and when entries throw (strict mode, or a problem no mode
    /// works around), the error thrown is the first key's, with only the issues of the keys before
    /// it. A dictionary's entries come in no fixed order, not even two dictionaries with the same
    /// entries, and JSON text's in the document's: this way every one of them gives the same
    /// issues and the same error, from run to run.
    func forEachEntry<Entries: Sequence>(
        of entries: Entries, keyText: (Entries.Element) -> String,
        _ body: (Entries.Element, String) throws -> Void
    ) throws {
        let issueCount = issues.count
        var failure: (key: String, error: any Error)?
        for entry in entries {
            let text = keyText(entry)
            // A later key's error would not be the one thrown.
            if let failure, failure.key < text { continue }
            do {
                try body(entry, text)
            } catch {
                failure = (text, error)
            }
        }
        if let failure {
            try throwFirstEntryFailure(failure, issuesFrom: issueCount)
        }
        sortIssuesByEntryKey(from: issueCount)
    }

    /// Throws the error of the first key that failed, `failure`, keeping of the issues reported
    /// since `issueCount` those of the keys up to it, in key order: what a walk over the entries in
    /// key order reports before it stops.
    func throwFirstEntryFailure(_ failure: (key: String, error: any Error), issuesFrom issueCount: Int) throws
    {
        sortIssuesByEntryKey(from: issueCount)
        let end = issues[issueCount...].firstIndex { entryKey(of: $0) > failure.key } ?? issues.endIndex
        issues.removeSubrange(end...)
        throw failure.error
    }

    /// Puts the issues that the entries of one dictionary reported since `start` in the order of
    /// their keys, each entry's own issues in their order (see ``forEachEntry(of:keyText:_:)``).
    func sortIssuesByEntryKey(from start: Int) {
        guard issues.count - start > 1 else { return }
        let sorted = issues[start...].enumerated().sorted { first, second in
            let (firstKey, secondKey) = (entryKey(of: first.element), entryKey(of: second.element))
            return firstKey == secondKey ? first.offset < second.offset : firstKey < secondKey
        }
        issues.replaceSubrange(start..., with: sorted.map(\.element))
    }

    /// The key of the dictionary entry an issue of the dictionary's entries is about.
    private func entryKey(of issue: MappingIssue) -> String {
        guard case .key(let text) = issue.error.components.first else { return "" }
        return text
    }

    /// Converts the entry of a dictionary under the text `text` with `convert` (given the key made
    /// from the text and the entry's path component), one level deeper: in lenient mode a problem
    /// with the key or the value drops the entry, with a report.
    @inline(__always)
    func droppingEntryIfLenient<Key: LosslessStringConvertible>(
        key text: String, _ convert: (Key, PathComponent) throws -> Void
    ) throws {
        try droppingIfLenient {
            let component = PathComponent.key(text)
            try nested(component) {
                guard let key = Key(text) else {
                    throw MappingError(
                        .typeMismatch(
                            expected: typeName(Key.self), found: "key \(excerpt(of: text, quoted: true))"))
                }
                try convert(key, component)
            }
        }
    }

    /// A `[String: Any]` of the JSON forms `write` makes of the values (given the value and its key),
    /// keyed by the keys' text.
    func jsonEntries<Key: LosslessStringConvertible, Value>(
        of dictionary: [Key: Value], _ write: (Value, PathComponent) throws -> Any
    ) throws -> [String: Any] {
        try nested(nil) {
            var result: [String: Any] = [:]
            result.reserveCapacity(dictionary.count)
            try forEachEntry(of: dictionary, keyText: \.key.description) { entry, text in
                let component = PathComponent.key(text)
                let converted: Any = try nested(component) { try write(entry.value, component) }
                result[text] = converted
            }
            return result
        }
    }
}
