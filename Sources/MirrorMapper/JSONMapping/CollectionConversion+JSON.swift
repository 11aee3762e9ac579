/// Optionals and collections read from JSON text element by element, by the same rules as
/// ``ValueConvertible/convert(from:in:)`` reads them from `[Any]` and `[String: Any]` (see
/// `CollectionConversion.swift`): the same nesting, the same paths, an element that fails dropped
/// in lenient mode.
extension Optional: JSONStreaming where Wrapped: ValueConvertible {
    static func makeJSONReader() -> JSONValueReader<Wrapped?> {
        let wrapped = JSONValueReader<Wrapped>.make()
        func read(_ stream: inout JSONStream, _ context: MappingContext) throws -> Wrapped? {
            if stream.isAtNull {
                try stream.consumeNull()
                return nil
            }
            return try wrapped.read(&stream, context)
        }
        return JSONValueReader(read: read) { value, stream, context in
            guard !stream.isAtNull, var present = value else {
                value = try read(&stream, context)
                return
            }
            value = nil  // keeps `present` uniquely referenced while it is updated
            defer { value = present }
            try wrapped.update(&present, &stream, context)
        }
    }
}

extension Array: JSONStreaming where Element: ValueConvertible {
    static func makeJSONReader() -> JSONValueReader<[Element]> {
        let element = JSONValueReader<Element>.make()
        return JSONValueReader { stream, context in
            try readJSON(from: &stream, elements: element, in: context)
        }
    }

    /// The array at the stream's position, each element read by `reader`.
    static func readJSON(
        from stream: inout JSONStream, elements reader: JSONValueReader<Element>, in context: MappingContext
    ) throws -> [Element] {
        guard stream.isAtArray else {
            return try convert(from: stream.materialize(in: context), in: context)
        }
        return try context.nested(nil) {
            var result: [Element] = []
            guard try stream.enterContainer() else {
                return result
            }
            var index = 0
            repeat {
                let start = stream.mark
                try context.droppingElementIfLenient(at: index) { _ in
                    try stream.skippingOnFailure(from: start) { stream in
                        result.append(try reader.read(&stream, context))
                    }
                }
                index += 1
            } while try !stream.endsArray()
            return result
        }
    }
}

extension Set: JSONStreaming where Element: ValueConvertible {
    static func makeJSONReader() -> JSONValueReader<Set<Element>> {
        let element = JSONValueReader<Element>.make()
        return JSONValueReader { stream, context in
            Set(try [Element].readJSON(from: &stream, elements: element, in: context))
        }
    }
}

extension Dictionary: JSONStreaming where Key: LosslessStringConvertible, Value: ValueConvertible {
    static func makeJSONReader() -> JSONValueReader<[Key: Value]> {
        let value = JSONValueReader<Value>.make()
        return JSONValueReader { stream, context in try readJSON(from: &stream, values: value, in: context) }
    }

    /// The dictionary at the stream's position, each value read by `reader`.
    private static func readJSON(
        from stream: inout JSONStream, values reader: JSONValueReader<Value>, in context: MappingContext
    ) throws -> [Key: Value] {
        guard stream.isAtObject else {
            return try convert(from: stream.materialize(in: context), in: context)
        }
        return try context.nested(nil) {
            var result: [Key: Value] = [:]
            guard try stream.enterContainer() else {
                return result
            }
            var texts: Set<String> = []
            var failure: (key: String, error: any Error)?
            let issueCount = context.issues.count
            repeat {
                let key = try stream.memberKey(isFirst: texts.isEmpty)
                let text = stream.string(of: key)
                // A repeated key: the reader keeps the last value and converts only that one.
                guard texts.insert(text).inserted else {
                    throw JSONStreamFallback()
                }
                let start = stream.mark
                // As in the dictionary path, a problem that throws is the first key's.
                if failure.map({ $0.key >= text }) ?? true {
                    let problem = try JSONStream.problem {
                        try context.droppingEntryIfLenient(key: text) { (key: Key, _) in
                            try stream.skippingOnFailure(from: start) { stream in
                                result[key] = try reader.read(&stream, context)
                            }
                        }
                    }
                    if let problem { failure = (text, problem) }
                }
                if stream.stands(at: start) {
                    // The key did not convert, or its value is not wanted: the value was never read.
                    try stream.skipValue()
                }
            } while try !stream.endsObject()
            if let failure {
                try context.throwFirstEntryFailure(failure, issuesFrom: issueCount)
            }
            context.sortIssuesByEntryKey(from: issueCount)
            return result
        }
    }
}
