/// A read position in the UTF-8 bytes of a date text, with the small readers that every
/// hand-written date parser in this folder shares.
///
/// Readers accept ASCII only: a multi-byte UTF-8 sequence (for example an Arabic-Indic or a
/// full-width digit) never matches a digit or a letter. A reader that fails returns `nil` or
/// `false`; the parsers then reject the whole text, so a failed read need not restore the position.
struct ASCIIByteCursor {
    /// The index in the text's bytes of the next byte to read.
    private(set) var position = 0

    /// Calls `body` with the UTF-8 bytes of `text`, which are valid only during the call; a
    /// text not stored as contiguous UTF-8 (a lazily bridged `NSString`) is copied first.
    static func withUTF8Bytes<Result>(of text: String, _ body: (DateTextBytes) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) {
            return result
        }
        var contiguousText = text
        return contiguousText.withUTF8(body)
    }

    /// Whether every byte of `bytes` has been read.
    func isAtEnd(of bytes: DateTextBytes) -> Bool {
        position == bytes.count
    }

    /// Consumes the next byte if it equals `expected`; returns whether it did.
    mutating func skip(_ expected: UInt8, in bytes: DateTextBytes) -> Bool {
        guard position < bytes.count, bytes[position] == expected else { return false }
        position += 1
        return true
    }

    /// Reads exactly `count` ASCII digits (`count` at most 9, so the value cannot overflow) as
    /// a non-negative decimal number; `nil` if fewer than `count` digits follow.
    mutating func digits(_ count: Int, in bytes: DateTextBytes) -> Int? {
        guard count <= bytes.count - position,
            let value = Self.decimalValue(of: bytes, in: position..<(position + count))
        else { return nil }
        position += count
        return value
    }

    /// Consumes all the ASCII digits that follow; returns whether there was at least one.
    mutating func skipDigits(in bytes: DateTextBytes) -> Bool {
        let start = position
        while position < bytes.count, Self.digitValue(bytes[position]) != nil {
            position += 1
        }
        return position > start
    }

    /// Reads one or more ASCII digits written after a decimal sign and returns them as
    /// nanoseconds: `5` is 500,000,000 and `123456789` is 123,456,789. Digits after the ninth are
    /// consumed but do not count (a `Date` cannot hold them anyway); `nil` if no digit follows.
    mutating func fractionNanoseconds(in bytes: DateTextBytes) -> Int? {
        let start = position
        guard skipDigits(in: bytes) else { return nil }
        let significantCount = min(position - start, 9)
        guard var nanoseconds = Self.decimalValue(of: bytes, in: start..<(start + significantCount))
        else { return nil }
        for _ in significantCount..<9 {
            nanoseconds *= 10
        }
        return nanoseconds
    }

    /// Reads a clock time written `HH:MM:SS` (two digits each) without checking ranges.
    mutating func clockTime(in bytes: DateTextBytes) -> (hour: Int, minute: Int, second: Int)? {
        guard let hour = digits(2, in: bytes), skip(ASCII.colon, in: bytes),
            let minute = digits(2, in: bytes), skip(ASCII.colon, in: bytes),
            let second = digits(2, in: bytes)
        else { return nil }
        return (hour, minute, second)
    }

    /// Reads a signed offset from UTC written `+HH`, `+HHMM` or `+HH:MM` (or with `-`), hours
    /// 00-23 and minutes 00-59, and returns it in seconds east of UTC (`-05:00` is -18,000).
    mutating func utcOffsetSeconds(in bytes: DateTextBytes) -> Int? {
        let sign: Int
        if skip(ASCII.plus, in: bytes) {
            sign = 1
        } else if skip(ASCII.minus, in: bytes) {
            sign = -1
        } else {
            return nil
        }
        guard let hours = digits(2, in: bytes), hours < 24 else { return nil }
        var minutes = 0
        if skip(ASCII.colon, in: bytes) || nextIsDigit(in: bytes) {
            guard let readMinutes = digits(2, in: bytes), readMinutes < 60 else { return nil }
            minutes = readMinutes
        }
        return sign * (hours * 3600 + minutes * 60)
    }

    /// Reads three ASCII letters and returns them lowercased and packed into one number, the
    /// form in which ``EnglishDateNames`` looks names up case-insensitively.
    mutating func threeLetterKey(in bytes: DateTextBytes) -> UInt32? {
        guard bytes.count - position >= 3 else { return nil }
        var key: UInt32 = 0
        for index in position..<(position + 3) {
            let lowercased = bytes[index] | 0x20
            guard lowercased >= ASCII.lowercaseA, lowercased <= ASCII.lowercaseZ else { return nil }
            key = key << 8 | UInt32(lowercased)
        }
        position += 3
        return key
    }

    /// Whether the next byte is an ASCII digit; `false` at the end.
    private func nextIsDigit(in bytes: DateTextBytes) -> Bool {
        position < bytes.count && Self.digitValue(bytes[position]) != nil
    }

    /// The decimal number that the ASCII digits at `range` (at most 9 of them) spell; `nil` if
    /// any byte there is not a digit.
    private static func decimalValue(of bytes: DateTextBytes, in range: Range<Int>) -> Int? {
        var value = 0
        for index in range {
            guard let digit = digitValue(bytes[index]) else { return nil }
            value = value * 10 + digit
        }
        return value
    }

    /// The value of an ASCII digit byte `0`-`9`; `nil` for any other byte.
    private static func digitValue(_ byte: UInt8) -> Int? {
        let value = byte &- ASCII.zero
        return value < 10 ? Int(value) : nil
    }
}

/// The UTF-8 bytes of a date text as the parsers read them.
///
/// A buffer pointer rather than `String.UTF8View.span`, which needs iOS/macOS 26 on Apple
/// platforms. It is only read, never escapes ``ASCIIByteCursor/withUTF8Bytes(of:_:)``, and every
/// read in ``ASCIIByteCursor`` checks its index against `count` first.
typealias DateTextBytes = UnsafeBufferPointer<UInt8>
