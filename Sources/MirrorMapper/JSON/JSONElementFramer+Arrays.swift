/// The array layout: the framer walks the containers on the key path token by token, frames each
/// other value whole (a key, or a value beside the path, checked by the parser and let go), and
/// hands out the elements of the array at the path's end.
extension JSONElementFramer {
    /// What the text may hold at the cursor.
    enum Expectation: Equatable {
        case value
        /// In an array just opened: a value, or its end.
        case valueOrClose
        /// In an object just opened: a key, or its end.
        case memberKeyOrClose
        case memberKey
        case colon
        /// After a member or an element: the next one, or the container's end.
        case commaOrClose
        /// Only whitespace, after the text's value.
        case endOfText
    }

    /// A container the framer walks through.
    struct Level {
        let isObject: Bool
        /// The index in the key path of the step this container's members or elements are matched
        /// against; nil for the array at the path's end, whose elements are handed out.
        let step: Int?
        /// How many members or elements it has had so far.
        var count = 0
        /// The key of the member being read, in an object.
        var key: String?
    }

    mutating func nextElement(along path: [String]) throws(JSONError) -> Step {
        while true {
            if unframedElementStart != nil { try frameElement() }
            if let start = value?.start {
                guard scanValue() else {
                    try checkLength(from: start)
                    return .needsInput
                }
                try checkLength(from: start)
                if let element = try finishValue(from: start) { return .element(element) }
                continue
            }
            skipWhitespace()
            guard cursor < buffer.count else {
                guard inputHasEnded else { return .needsInput }
                guard expectation == .endOfText else { throw unexpectedByte(expected: expected) }
                return .finished(foundArray: foundTarget)
            }
            let byte = buffer[cursor]
            switch expectation {
            case .endOfText:
                throw unexpectedByte(expected: expected)
            case .colon:
                guard byte == ASCII.colon else { throw unexpectedByte(expected: expected) }
                cursor += 1
                expectation = .value
            case .memberKeyOrClose where byte == ASCII.closeBrace,
                .valueOrClose where byte == ASCII.closeBracket:
                closeContainer()
            case .memberKeyOrClose, .memberKey:
                guard byte == ASCII.quote else { throw unexpectedByte(expected: expected) }
                try startValue(as: .key)
            case .commaOrClose:
                guard let level = levels.last else { throw unexpectedByte(expected: expected) }
                if byte == ASCII.comma {
                    cursor += 1
                    expectation = level.isObject ? .memberKey : .value
                } else if byte == (level.isObject ? ASCII.closeBrace : ASCII.closeBracket) {
                    closeContainer()
                } else {
                    throw unexpectedByte(expected: expected)
                }
            case .value, .valueOrClose:
                try beginValue(byte, along: path)
                if let start = unframedElementStart {
                    let index = levels.last?.count ?? 0
                    return .element(
                        Element(range: start..<buffer.count, index: index, line: 0, isUnframed: true))
                }
            }
        }
    }

    /// Says that the unframed element handed out last ends at `end`, where its reader stopped: the
    /// framer goes on from there without looking for its end itself.
    mutating func acceptElement(endingAt end: Int) {
        guard unframedElementStart != nil else { return }
        unframedElementStart = nil
        cursor = end
        valueEnded()
    }

    /// Frames the unframed element handed out last: ``next()`` hands it out again, framed.
    mutating func frameElement() throws(JSONError) {
        guard let start = unframedElementStart else { return }
        unframedElementStart = nil
        cursor = start
        try startValue(as: .element)
    }

    /// What the grammar allows at the cursor, as ``JSONParser`` words it.
    private var expected: String {
        switch expectation {
        case .value: "a value"
        case .valueOrClose: "a value or ']'"
        case .memberKeyOrClose: "a string or '}'"
        case .memberKey: "a string"
        case .colon: "':'"
        case .commaOrClose: levels.last?.isObject == true ? "',' or '}'" : "',' or ']'"
        case .endOfText: "end of input"
        }
    }

    /// Starts the value whose first byte, `byte`, is at the cursor: enters it when it is a
    /// container on the key path or the array at its end, else frames it whole.
    private mutating func beginValue(_ byte: UInt8, along path: [String]) throws(JSONError) {
        let step: Int
        if let parent = levels.last {
            guard let parentStep = parent.step else {
                unframedElementStart = cursor
                return
            }
            let text = path[parentStep]
            let matches = parent.isObject ? parent.key == text : DataKey.arrayIndex(text) == parent.count
            guard matches else { return try startValue(as: .skipped) }
            step = parentStep + 1
        } else {
            step = 0
        }
        guard !foundTarget else {
            throw error("a second value at the key path", expected: nil, at: cursor)
        }
        guard step < path.count else {
            foundTarget = true
            guard byte == ASCII.openBracket else { return try startValue(as: .wholeValue) }
            enter(Level(isObject: false, step: nil))
            return
        }
        switch byte {
        case ASCII.openBrace: enter(Level(isObject: true, step: step))
        case ASCII.openBracket: enter(Level(isObject: false, step: step))
        default: try startValue(as: .skipped)
        }
    }

    private mutating func enter(_ level: Level) {
        levels.append(level)
        cursor += 1
        expectation = level.isObject ? .memberKeyOrClose : .valueOrClose
    }

    private mutating func closeContainer() {
        levels.removeLast()
        cursor += 1
        valueEnded()
    }

    /// After a value: the next member or element, or the end of the text.
    private mutating func valueEnded() {
        guard !levels.isEmpty else {
            expectation = .endOfText
            return
        }
        levels[levels.count - 1].count += 1
        expectation = .commaOrClose
    }

    /// The value framed from `start` to the cursor, done with: a key remembered, a value beside
    /// the path checked, an element (or the whole value at the path) handed out.
    private mutating func finishValue(from start: Int) throws(JSONError) -> Element? {
        guard let role = value?.scan.role else { return nil }
        value = nil
        let range = start..<cursor
        switch role {
        case .key:
            let key = try readKey(in: range)
            levels[levels.count - 1].key = key
            expectation = .colon
            return nil
        case .skipped:
            try check(range)
            valueEnded()
            return nil
        case .element, .wholeValue:
            let index = levels.last?.count ?? 0
            valueEnded()
            return Element(range: range, index: index, line: 0, isWholeValue: role == .wholeValue)
        }
    }

    /// The text of the key framed in `range`.
    private func readKey(in range: Range<Int>) throws(JSONError) -> String {
        var key = ""
        try check(range) { parser throws(JSONError) in
            key = try parser.parseString()
        }
        return key
    }

    /// Checks the value framed in `range` as the parser reads it, inside the containers entered.
    private func check(_ range: Range<Int>) throws(JSONError) {
        let depth = levels.count
        try check(range) { parser throws(JSONError) in try parser.skipValue(depth: depth) }
    }

    /// Runs `read` over the bytes in `range`, which must read all of them; an error is placed in
    /// the whole text.
    private func check(
        _ range: Range<Int>, _ read: (inout JSONParser) throws(JSONError) -> Void
    ) throws(JSONError) {
        let options = readerOptions
        let following =
            levels.isEmpty ? "end of input" : levels.last?.isObject == true ? "',' or '}'" : "',' or ']'"
        let problem: JSONError? = buffer.withUnsafeBufferPointer { bytes in
            var parser = JSONParser(bytes: UnsafeBufferPointer(rebasing: bytes[range]), options: options)
            do throws(JSONError) {
                try read(&parser)
                guard parser.index == parser.bytes.count else {
                    return parser.unexpectedByte(expected: following)
                }
                return nil
            } catch {
                return error
            }
        }
        if let problem {
            throw relocating(problem, from: range.lowerBound)
        }
    }
}
