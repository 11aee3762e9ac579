/// Converts between Swift values and the JSON-compatible values a defaults file holds, with the
/// store's mode, and turns what the mapper worked around into ``DefaultsIssue``s.
struct StoredValueCoding: Sendable {
    /// Lenient (report and go on) or strict (throw).
    let mode: Mapper.Mode
    /// Receives every issue.
    let report: @Sendable (DefaultsIssue) -> Void

    /// The value stored under `key` as a `Value`, nil when there is none (or it is `null`).
    ///
    /// In lenient mode a value that does not convert at all is reported and gives nil, and an
    /// array of models keeps the elements that convert. In strict mode the first problem throws.
    ///
    /// - Throws: ``DefaultsError/invalidValue(key:_:)`` in strict mode, or for problems that are
    ///   not about one value (an invalid mapping table, a cycle, the depth limit).
    func decode<Value: ValueConvertible>(_ type: Value.Type, from stored: Any?, key: String) throws -> Value?
    {
        guard let stored, !isNull(stored) else {
            return nil
        }
        let context = MappingContext(mapper: Mapper(mode: mode))
        defer { reportIssues(of: context, key: key) }
        do {
            if mode == .lenient, let arrayType = Value.self as? any ModelArray.Type {
                let (elements, dropped) = try arrayType.convertKeepingGoodElements(from: stored, in: context)
                for error in dropped {
                    reportProblem(error, key: key, action: .droppedElement)
                }
                return elements as? Value
            }
            return try Value.convert(from: stored, in: context)
        } catch {
            let mappingError = error as? MappingError ?? MappingError(.custom(String(describing: error)))
            if mode == .strict || mappingError.isFatal {
                throw DefaultsError.invalidValue(key: key, mappingError)
            }
            reportProblem(mappingError, key: key, action: .ignoredValue)
            return nil
        }
    }

    /// The JSON-compatible form of `value`, with nil properties written as `null` so that a merge
    /// over an older stored object clears them.
    ///
    /// - Throws: ``DefaultsError/unstorableValue(key:reason:)`` when the value has no JSON form.
    func encode<Value: ValueConvertible>(_ value: Value, key: String) throws -> Any {
        let context = MappingContext(mapper: Mapper(mode: mode, nilEncoding: .null))
        defer { reportIssues(of: context, key: key) }
        do {
            return try value.jsonValue(in: context)
        } catch {
            throw DefaultsError.unstorableValue(key: key, reason: String(describing: error))
        }
    }

    private func reportIssues(of context: MappingContext, key: String) {
        for issue in context.issues {
            reportProblem(
                issue.error, key: key, action: issue.outcome == .omitted ? .leftOutOfFile : .keptDefault)
        }
    }

    private func reportProblem(_ error: MappingError, key: String, action: DefaultsIssue.Action) {
        let path = ([PathComponent.key(key)] + error.components).pathDescription
        report(DefaultsIssue(key: key, path: path, problem: error.kind.description, action: action))
    }
}

/// An array of models, which the store reads element by element so that one bad element does not
/// lose the others.
protocol ModelArray {
    /// The elements of `value` that convert, and the errors of those that do not (located at
    /// their index).
    static func convertKeepingGoodElements(
        from value: Any, in context: MappingContext
    ) throws -> (elements: Self, dropped: [MappingError])
}

extension Array: ModelArray where Element: Mappable {
    static func convertKeepingGoodElements(
        from value: Any, in context: MappingContext
    ) throws -> (elements: [Element], dropped: [MappingError]) {
        guard let stored = value as? [Any] else {
            throw MappingError.mismatch(expected: [Element].self, found: value)
        }
        var elements: [Element] = []
        var dropped: [MappingError] = []
        for (index, element) in stored.enumerated() {
            do {
                elements.append(
                    try context.nested(.index(index)) { try Element.convert(from: element, in: context) })
            } catch let error as MappingError where !error.isFatal {
                dropped.append(error)
            }
        }
        return (elements, dropped)
    }
}
