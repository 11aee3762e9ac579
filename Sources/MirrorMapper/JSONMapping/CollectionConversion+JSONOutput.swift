/// Optionals and collections written as JSON text element by element, as
/// ``ValueConvertible/jsonValue(in:)`` writes them into `[Any]` and `[String: Any]` (see
/// `CollectionConversion.swift`): the same nesting and paths, nil as `null`.
extension Optional where Wrapped: ValueConvertible {
    static func makeJSONWriter() -> JSONValueWriter<Wrapped?> {
        let wrapped = JSONValueWriter<Wrapped>.make()
        return JSONValueWriter(
            write: { value, output, depth, context in
                guard let value else {
                    return output.appendLiteral("null")
                }
                try wrapped.write(value, &output, depth, context)
            },
            writeMember: { value, key, isFirst, output, depth, context in
                guard let value else {
                    guard !context.omitsNil else {
                        return false
                    }
                    output.startMember(key, isFirst: isFirst, depth: depth)
                    output.appendLiteral("null")
                    return true
                }
                return try wrapped.writeMember(value, key, isFirst, &output, depth, context)
            })
    }
}

extension Array where Element: ValueConvertible {
    static func makeJSONWriter() -> JSONValueWriter<[Element]> {
        let element = JSONValueWriter<Element>.make()
        return JSONValueWriter(writingAlways: { array, output, depth, context in
            try writeJSON(array, elements: element, into: &output, depth: depth, in: context)
        })
    }

    /// Appends `array`, each element written by `writer`.
    static func writeJSON(
        _ array: [Element], elements writer: JSONValueWriter<Element>, into output: inout JSONOutput,
        depth: Int,
        in context: MappingContext
    ) throws {
        try context.nested(nil) {
            try output.openContainer(ASCII.openBracket, depth: depth + 1)
            for index in 0..<array.count {
                output.startElement(isFirst: index == 0, depth: depth + 1)
                try context.nested(.index(index)) {
                    try writer.write(array[index], &output, depth + 1, context)
                }
            }
            output.closeContainer(ASCII.closeBracket, depth: depth + 1, isEmpty: array.isEmpty)
        }
    }
}

extension Set where Element: ValueConvertible {
    static func makeJSONWriter() -> JSONValueWriter<Set<Element>> {
        let element = JSONValueWriter<Element>.make()
        return JSONValueWriter(writingAlways: { set, output, depth, context in
            try [Element].writeJSON(Array(set), elements: element, into: &output, depth: depth, in: context)
        })
    }
}

extension Dictionary where Key: LosslessStringConvertible, Value: ValueConvertible {
    static func makeJSONWriter() -> JSONValueWriter<[Key: Value]> {
        let value = JSONValueWriter<Value>.make()
        return JSONValueWriter(writingAlways: { dictionary, output, depth, context in
            let entries = dictionary.map { (text: $0.key.description, value: $0.value) }
            // Keys whose text is the same would be one key of a `[String: Any]`.
            guard Key.self == String.self || Set(entries.map(\.text)).count == entries.count else {
                throw JSONStreamFallback()
            }
            let ordered = output.options.sortsKeys ? entries.sorted { $0.text < $1.text } : entries
            try context.nested(nil) {
                try output.openContainer(ASCII.openBrace, depth: depth + 1)
                for (index, entry) in ordered.enumerated() {
                    output.startMember(entry.text, isFirst: index == 0, depth: depth + 1)
                    try context.nested(.key(entry.text)) {
                        try value.write(entry.value, &output, depth + 1, context)
                    }
                }
                output.closeContainer(ASCII.closeBrace, depth: depth + 1, isEmpty: ordered.isEmpty)
            }
        })
    }
}
