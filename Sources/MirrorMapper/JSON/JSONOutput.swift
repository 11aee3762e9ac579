import Foundation

/// The engine of `JSONWriter`: appends the JSON text of values to a byte buffer.
struct JSONOutput {
    let options: JSONWriter.Options
    private(set) var bytes: [UInt8] = []

    init(options: JSONWriter.Options, capacity: Int = 0) {
        self.options = options
        bytes.reserveCapacity(capacity)
    }

    /// Appends `value`, which sits inside `depth` enclosing objects and arrays.
    ///
    /// The common types are recognized by their exact metatype before any cast: a cast to the
    /// type a value already has is cheap, a failed one is not, and casting a Swift collection
    /// or number to a Foundation class would bridge it, which costs more than writing it.
    mutating func write(_ value: Any, depth: Int) throws(WriteFailure) {
        let valueType = type(of: value)
        if valueType == String.self, let string = value as? String {
            write(string)
        } else if valueType == [String: Any].self, let object = value as? [String: Any] {
            try write(object, depth: depth + 1)
        } else if valueType == [Any].self, let array = value as? [Any] {
            try write(array, depth: depth + 1)
        } else if valueType == Int.self, let integer = value as? Int {
            write(integer)
        } else if valueType == Bool.self, let bool = value as? Bool {
            appendLiteral(bool ? "true" : "false")
        } else if valueType == Double.self, let double = value as? Double {
            try write(double)
        } else if valueType == NSNull.self {
            appendLiteral("null")
        } else if valueType == Int64.self, let integer = value as? Int64 {
            write(Int(integer))
        } else if valueType == UInt64.self, let integer = value as? UInt64 {
            appendText(String(integer))
        } else if valueType is AnyObject.Type {
            try writeInstance(value, depth: depth)
        } else {
            try writeConverting(value, depth: depth)
        }
    }

    /// Appends a class instance: an `NSNumber`, or a Foundation string or collection.
    private mutating func writeInstance(_ instance: Any, depth: Int) throws(WriteFailure) {
        switch instance {
        case let number as NSNumber:
            try write(number)
        case let string as NSString:
            write(string as String)
        case let object as NSDictionary:
            guard let object = object as? [String: Any] else {
                throw WriteFailure(problem: "cannot write a dictionary whose keys are not all strings")
            }
            try write(object, depth: depth + 1)
        case let array as NSArray:
            try write(array as? [Any] ?? [], depth: depth + 1)
        default:
            throw WriteFailure(problem: "cannot write an instance of \(type(of: instance)) as JSON")
        }
    }

    /// Appends a value of a less common type, or of a type that converts to a common one (an
    /// `Optional`, a `[String: Int]`, an `[Int]`...).
    private mutating func writeConverting(_ value: Any, depth: Int) throws(WriteFailure) {
        switch value {
        case let optional as any AnyOptional:
            if let wrapped = optional.wrappedValue {
                try write(wrapped, depth: depth)
            } else {
                appendLiteral("null")
            }
        case let string as String:
            write(string)
        case let object as [String: Any]:
            try write(object, depth: depth + 1)
        case let array as [Any]:
            try write(array, depth: depth + 1)
        case let integer as any BinaryInteger:
            appendText(String(describing: integer))
        case let float as Float:
            try write(float)
        case let decimal as Decimal:
            try write(decimal)
        default:
            throw WriteFailure(problem: "cannot write a value of type \(type(of: value)) as JSON")
        }
    }

    // MARK: Containers

    private mutating func write(_ object: [String: Any], depth: Int) throws(WriteFailure) {
        try checkDepth(depth)
        guard !object.isEmpty else {
            appendLiteral("{}")
            return
        }
        bytes.append(ASCII.openBrace)
        var isFirst = true
        func writeNext(key: String, value: Any) throws(WriteFailure) {
            if !isFirst {
                bytes.append(ASCII.comma)
            }
            isFirst = false
            try writeMember(key: key, value: value, depth: depth)
        }
        if options.sortsKeys {
            for (key, value) in object.sorted(by: { $0.key < $1.key }) {
                try writeNext(key: key, value: value)
            }
        } else {
            for (key, value) in object {
                try writeNext(key: key, value: value)
            }
        }
        writeLineBreak(depth: depth - 1)
        bytes.append(ASCII.closeBrace)
    }

    /// Appends bytes as they are: punctuation, or text written before with the same options.
    mutating func append(contentsOf written: some Collection<UInt8>) {
        bytes.append(contentsOf: written)
    }

    /// Removes what was appended after the first `count` bytes.
    mutating func truncate(to count: Int) {
        bytes.removeSubrange(count...)
    }

    private mutating func write(_ array: [Any], depth: Int) throws(WriteFailure) {
        try checkDepth(depth)
        guard !array.isEmpty else {
            appendLiteral("[]")
            return
        }
        bytes.append(ASCII.openBracket)
        for (position, element) in array.enumerated() {
            if position > 0 {
                bytes.append(ASCII.comma)
            }
            writeLineBreak(depth: depth)
            do {
                try write(element, depth: depth)
            } catch {
                throw error.inside(.index(position))
            }
        }
        writeLineBreak(depth: depth - 1)
        bytes.append(ASCII.closeBracket)
    }

    /// Throws when a container at `depth` would be deeper than the options allow.
    func checkDepth(_ depth: Int) throws(WriteFailure) {
        guard depth <= options.maximumDepth else {
            throw WriteFailure(problem: "nesting deeper than \(options.maximumDepth) levels")
        }
    }

    /// In pretty-printed output, starts a new line indented for `depth` levels.
    mutating func writeLineBreak(depth: Int) {
        guard options.prettyPrints else {
            return
        }
        bytes.append(ASCII.lineFeed)
        bytes.append(contentsOf: repeatElement(ASCII.space, count: 2 * depth))
    }

    // MARK: Scalars

    mutating func write(_ integer: Int) {
        if integer < 0 {
            bytes.append(ASCII.minus)
        }
        var magnitude = integer.magnitude
        var digitCount = 1
        var rest = magnitude / 10
        while rest > 0 {
            digitCount += 1
            rest /= 10
        }
        // The digits are produced last first, into places made for them.
        bytes.append(contentsOf: repeatElement(ASCII.zero, count: digitCount))
        var position = bytes.count
        repeat {
            position -= 1
            bytes[position] = ASCII.zero + UInt8(magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
    }

    private mutating func write(_ double: Double) throws(WriteFailure) {
        guard double.isFinite else {
            throw WriteFailure(nonFinite: double)
        }
        appendText(double.description)
    }

    private mutating func write(_ float: Float) throws(WriteFailure) {
        guard float.isFinite else {
            throw WriteFailure(nonFinite: Double(float))
        }
        appendText(float.description)
    }

    private mutating func write(_ decimal: Decimal) throws(WriteFailure) {
        guard !decimal.isNaN else {
            throw WriteFailure(problem: "cannot write NaN as JSON")
        }
        appendText(decimal.description)
    }

    private mutating func write(_ number: NSNumber) throws(WriteFailure) {
        if ObjectIdentifier(type(of: number)) == Self.booleanNumberClass {
            appendLiteral(number.boolValue ? "true" : "false")
            return
        }
        // Foundation reads numbers beyond 64 bits as decimals, whose `doubleValue` is not even
        // correctly rounded: write every digit.
        if type(of: number) == NSDecimalNumber.self, let decimal = number as? NSDecimalNumber {
            try write(decimal.decimalValue)
            return
        }
        switch UInt8(bitPattern: number.objCType.pointee) {
        case UInt8(ascii: "d"):
            try write(number.doubleValue)
        case UInt8(ascii: "f"):
            try write(number.floatValue)
        case UInt8(ascii: "Q"):
            appendText(number.uint64Value.description)
        default:
            write(number.intValue)
        }
    }

    /// The class of boolean `NSNumber`s (`__NSCFBoolean` in swift-corelibs-foundation), which
    /// Foundation otherwise treats as the integers 0 and 1.
    private static let booleanNumberClass = ObjectIdentifier(type(of: NSNumber(value: true)))

    // MARK: Text

    /// Appends `string` as a quoted JSON string.
    mutating func write(_ string: String) {
        var string = string
        string.withUTF8 { writeQuoted($0) }
    }

    private mutating func writeQuoted(_ utf8: UnsafeBufferPointer<UInt8>) {
        bytes.append(ASCII.quote)
        var plainStart = 0
        var cursor = options.escapesSlashes ? 0 : utf8.skippingPlainWords(from: 0)
        while cursor < utf8.count {
            let byte = utf8[cursor]
            guard let escape = escapeSequence(for: byte) else {
                cursor += 1
                continue
            }
            bytes.append(contentsOf: utf8[plainStart..<cursor])
            appendLiteral(escape)
            cursor += 1
            plainStart = cursor
        }
        bytes.append(contentsOf: utf8[plainStart...])
        bytes.append(ASCII.quote)
    }

    /// The escape sequence that stands for `byte` in a string, or nil if it is written raw.
    private func escapeSequence(for byte: UInt8) -> StaticString? {
        switch byte {
        case ASCII.quote: "\\\""
        case ASCII.backslash: "\\\\"
        case ASCII.slash: options.escapesSlashes ? "\\/" : nil
        case ASCII.lineFeed: "\\n"
        case ASCII.carriageReturn: "\\r"
        case ASCII.tab: "\\t"
        case 0x08: "\\b"
        case 0x0C: "\\f"
        case ..<0x20: Self.controlEscapes[Int(byte)]
        default: nil
        }
    }

    /// `\u0000` to `\u001F`, indexed by the control character.
    private static let controlEscapes: [StaticString] = [
        "\\u0000", "\\u0001", "\\u0002", "\\u0003", "\\u0004", "\\u0005", "\\u0006", "\\u0007",
        "\\u0008", "\\u0009", "\\u000a", "\\u000b", "\\u000c", "\\u000d", "\\u000e", "\\u000f",
        "\\u0010", "\\u0011", "\\u0012", "\\u0013", "\\u0014", "\\u0015", "\\u0016", "\\u0017",
        "\\u0018", "\\u0019", "\\u001a", "\\u001b", "\\u001c", "\\u001d", "\\u001e", "\\u001f",
    ]

    mutating func appendLiteral(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends ASCII text made by a `description`, such as a number's.
    private mutating func appendText(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }
}
