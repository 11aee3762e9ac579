/// Converts between Swift values and the JSON-compatible values a defaults file holds, with the
/// store's mode, and turns what the mapper worked around into ``DefaultsIssue``s.
struct StoredValueCoding: Sendable {
    /// Lenient (report and go on) or strict (throw).
    let mode: Mapper.Mode
    /// Receives every issue.
    let report: @Sendable (DefaultsIssue) -> Void

    /// The value stored under `key` as a `Value`, nil when there is none (or it is `null`).
    ///
    /// In lenient mode a value that does not convert at all is reported and gives nil, and a
    /// collection keeps the elements that convert. In strict mode the first problem throws.
    ///
    /// - Throws: ``DefaultsError/invalidValue(key:_:)`` in strict mode, or for problems that are
    ///   not about one value (an invalid mapping table, a cycle, the depth limit).
    func decode<Value: ValueConvertible>(_ type: Value.Type, from stored: Any?, key: String) throws -> Value?
    {
        guard let stored, !isNull(stored) else {
            return nil
        }
        let context = MappingContext(mapper: Self.mapper(mode: mode))
        defer { reportIssues(of: context, key: key) }
        do {
            return try Value.convert(from: stored, in: context)
        } catch {
            let mappingError = MappingError.located(error, under: nil)
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
        let context = MappingContext(mapper: Self.mapper(mode: mode))
        defer { reportIssues(of: context, key: key) }
        do {
            return try value.jsonValue(in: context)
        } catch {
            throw DefaultsError.unstorableValue(key: key, reason: String(describing: error))
        }
    }

    /// The mapper a store reads and writes values with: the default keys and dates, and nil
    /// properties written as `null` (reading treats `null` as an absent value either way).
    static func mapper(mode: Mapper.Mode) -> Mapper {
        Mapper(mode: mode, nilEncoding: .null)
    }

    private func reportIssues(of context: MappingContext, key: String) {
        for issue in context.issues {
            let action: DefaultsIssue.Action =
                switch issue.outcome {
                case .keptCurrentValue: .keptDefault
                case .omitted: .leftOutOfFile
                case .droppedElement: .droppedElement
                case .keptNearestValue: .keptNearestValue
                }
            reportProblem(issue.error, key: key, action: action)
        }
    }

    private func reportProblem(_ error: MappingError, key: String, action: DefaultsIssue.Action) {
        let path = ([PathComponent.key(key)] + error.components).excerptedPathDescription
        report(DefaultsIssue(key: key, path: path, problem: error.kind.description, action: action))
    }
}
