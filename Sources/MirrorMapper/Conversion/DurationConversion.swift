import Foundation

extension Duration: ValueConvertible {
    /// Converts a number of seconds, or numeric text (`90`, `1.5`, `"0.25"`), exactly to the
    /// attosecond; finer digits are dropped, toward zero.
    ///
    /// ```swift
    /// struct Track: Mappable {
    ///     var length: Duration = .zero
    /// }
    /// let track = try Mapper.object(of: Track.self, from: ["length": 215.5])   // 215.5 seconds
    /// ```
    /// - Throws: ``MappingError`` for a value that is not a number (`true` is not one), or beyond
    ///   ±2^63 seconds.
    public static func convert(from value: Any, in context: MappingContext) throws -> Duration {
        guard let seconds = exactSeconds(in: value) else {
            throw MappingError.mismatch(expected: Duration.self, found: value)
        }
        guard let duration = Duration(exactSeconds: seconds) else {
            throw MappingError(.outOfRange(expected: "Duration", found: excerpt(of: "\(value) seconds")))
        }
        return duration
    }

    /// The number of seconds: an integer when the duration is whole seconds, else a `Decimal`
    /// with every digit down to the attosecond.
    public func jsonValue(in context: MappingContext) throws -> Any {
        let (seconds, attoseconds) = components
        guard attoseconds != 0 else { return seconds }
        let attosecondsPerSecond = Decimal(sign: .plus, exponent: 18, significand: 1)
        let magnitude = Decimal(seconds.magnitude) * attosecondsPerSecond + Decimal(attoseconds.magnitude)
        return Decimal(
            sign: seconds < 0 || attoseconds < 0 ? .minus : .plus, exponent: -18, significand: magnitude)
    }

    /// The exact number in `value`: an inexact JSON number's digits, numeric text, any other
    /// number; nil for anything else.
    private static func exactSeconds(in value: Any) -> ExactNumber? {
        if let text = value as? String { return ExactNumber(text: text.trimmingCharacters(in: .whitespaces)) }
        return ExactNumber(numberIn: value)
    }

    /// `seconds` as a duration, exact to the attosecond (finer digits dropped, toward zero); nil
    /// beyond what `Int64` seconds hold.
    init?(exactSeconds seconds: ExactNumber) {
        // Int64 holds 19 digits: more before the point is out of range (and no array is made).
        guard seconds.exponent <= 19 - seconds.digitCount else { return nil }
        let zero = UInt8(ascii: "0")
        // The digits before the point are the first `pointPosition` ones (zeros past the last).
        let pointPosition = seconds.digitCount + seconds.exponent
        func digit(at index: Int) -> UInt8 {
            seconds.digits.indices.contains(index) ? seconds.digits[index] : zero
        }
        let whole = (0..<max(pointPosition, 0)).map(digit(at:))
        let fraction = (pointPosition..<pointPosition + 18).map(digit(at:))
        guard let wholeSeconds = Int64(String(decoding: whole.isEmpty ? [zero] : whole, as: UTF8.self)),
            let attoseconds = Int64(String(decoding: fraction, as: UTF8.self))
        else {
            return nil
        }
        let sign: Int64 = seconds.isNegative ? -1 : 1
        self.init(secondsComponent: sign * wholeSeconds, attosecondsComponent: sign * attoseconds)
    }
}

/// A duration's routes: a JSON integer is whole seconds, and whole seconds are written as an
/// integer.
extension Duration: StandardValue {
    static var jsonReadRoute: JSONRead? {
        { stream, context in
            try stream.readInteger().map { .seconds($0) } ?? convert(fromValueAt: &stream, in: context)
        }
    }
    static var jsonWriteRoute: JSONWriteRoute? {
        { duration, output in
            let (seconds, attoseconds) = duration.components
            guard attoseconds == 0, let whole = Int(exactly: seconds) else { return false }
            output.write(whole)
            return true
        }
    }
}
