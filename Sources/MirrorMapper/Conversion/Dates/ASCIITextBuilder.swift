/// Builds the ASCII text of a date field by field; shared by the ISO 8601, HTTP and Twitter
/// date writers.
struct ASCIITextBuilder {
    /// The bytes written so far.
    private var bytes: [UInt8] = []

    /// An empty text with room for `capacity` bytes.
    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// Appends an ASCII literal (a separator, a name).
    mutating func append(_ literal: String) {
        bytes.append(contentsOf: literal.utf8)
    }

    /// Appends one ASCII byte.
    mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    /// Appends the non-negative `value`, which has at most `width` digits, as exactly `width`
    /// decimal digits padded with leading zeros.
    mutating func appendDigits(_ value: Int, width: Int) {
        var remaining = value
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(ASCII.zero, count: width))
        for index in stride(from: start + width - 1, through: start, by: -1) {
            bytes[index] = ASCII.zero + UInt8(remaining % 10)
            remaining /= 10
        }
    }

    /// Appends the time of day of `fields` as `HH:MM:SS`.
    mutating func appendClockTime(of fields: CivilDateTime) {
        appendDigits(fields.hour, width: 2)
        append(byte: ASCII.colon)
        appendDigits(fields.minute, width: 2)
        append(byte: ASCII.colon)
        appendDigits(fields.second, width: 2)
    }

    /// Appends `utcOffsetSeconds` (whole minutes, less than a day) as a sign and `HHMM`:
    /// 19,800 is `+0530`, -18,000 is `-0500`, 0 is `+0000`.
    mutating func appendUTCOffset(_ utcOffsetSeconds: Int) {
        append(byte: utcOffsetSeconds < 0 ? ASCII.minus : ASCII.plus)
        let minutes = abs(utcOffsetSeconds) / 60
        appendDigits(minutes / 60, width: 2)
        appendDigits(minutes % 60, width: 2)
    }

    /// The text written so far.
    var text: String {
        String(decoding: bytes, as: UTF8.self)
    }
}
