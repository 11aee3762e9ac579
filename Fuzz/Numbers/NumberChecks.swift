// The numbers fuzz target: every input is text, read as a number by each of the package's number
// rules, and the rules must agree with each other and with exact arithmetic on the digits.

import Foundation

/// Runs one input through the number rules; traps on a broken invariant.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneNumber(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start, count > 0 else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    checkExactNumber(text)
    checkTextAndJSONAgree(text)
    return 0
}

/// What `ExactNumber` makes of `text` is exact: every integer and `Decimal` it gives prints back as
/// the same digits and power of ten, the nearest `Decimal` of a long number is as long as a
/// `Decimal` allows and as large, and a `Double` that `NumberReading` chooses prints as the number.
private func checkExactNumber(_ text: String) {
    guard let number = ExactNumber(text: text) else { return }
    if let integer = number.integer(Int64.self) {
        require(
            ExactNumber(text: String(integer)).map { same($0, number) } == true, "Int64 \(integer) ≠ \(text)")
    }
    if let integer = number.integer(UInt64.self) {
        require(
            ExactNumber(text: String(integer)).map { same($0, number) } == true, "UInt64 \(integer) ≠ \(text)"
        )
    }
    if let decimal = number.decimal {
        require(
            ExactNumber(text: decimal.description).map { same($0, number) } == true,
            "Decimal \(decimal) ≠ \(text)")
        require(number.nearestDecimal == nil, "a Decimal that holds \(text) has a nearest Decimal too")
    }
    if let nearest = number.nearestDecimal, let written = ExactNumber(text: nearest.description) {
        require(
            number.digitCount >= ExactNumber.maximumDecimalDigits, "nearest Decimal of a short number \(text)"
        )
        require(written.digitCount < ExactNumber.maximumDecimalDigits, "nearest Decimal \(nearest) too long")
        let magnitude = number.exponent + number.digitCount
        let nearestMagnitude = written.exponent + written.digitCount
        require(
            nearestMagnitude == magnitude || nearestMagnitude == magnitude + 1,
            "nearest Decimal \(nearest) of \(text) is of another magnitude")
        require(written.isNegative == number.isNegative, "nearest Decimal \(nearest) of \(text) changed sign")
    }
    if case .double(let double) = NumberReading(text: text), !number.isIntegerText {
        require(
            ExactNumber(double).map { same($0, number) } == true || !doubleGivesBackEveryNumber(number),
            "the Double \(double) chosen for \(text) does not print as it")
    }
}

/// A number given as numeric text and as a JSON number converts alike for the exact types, in
/// both modes: the same value, or an error for both.
private func checkTextAndJSONAgree(_ document: String) {
    // Read as the JSON calls read it: a number that no exact type holds keeps its digits.
    var options = JSONReader.Options()
    options.keepsInexactNumbers = true
    guard let json = try? JSONReader(options: options).value(from: Array(document.utf8)),
        LooseNumber(json) != nil
    else {
        return
    }
    // The number's own text, without the whitespace JSON allows around a value.
    let isJSONSpace: (Unicode.Scalar) -> Bool = { " \t\n\r".unicodeScalars.contains($0) }
    let scalars = document.unicodeScalars.drop(while: isJSONSpace).reversed().drop(while: isJSONSpace)
    let text = String(String.UnicodeScalarView(scalars.reversed()))
    // A document that is more than the number's text (a byte order mark before it) has no text to
    // compare with.
    guard ExactNumber(text: text) != nil else { return }
    for mode in [Mapper.Mode.lenient, .strict] {
        let mapper = Mapper(mode: mode)
        require(
            converted(Int64.self, text, mapper) == converted(Int64.self, json, mapper),
            "Int64 from text and from JSON differ for \(text)")
        require(
            converted(UInt8.self, text, mapper) == converted(UInt8.self, json, mapper),
            "UInt8 from text and from JSON differ for \(text)")
        require(
            converted(Decimal.self, text, mapper) == converted(Decimal.self, json, mapper),
            "Decimal from text and from JSON differ for \(text)")
    }
}

/// The value `type` converts `value` to with `mapper`, or nil when it throws.
private func converted<Value: ValueConvertible & Equatable>(
    _ type: Value.Type, _ value: Any, _ mapper: Mapper
)
    -> Value?
{
    try? Value.convert(from: value, in: MappingContext(mapper: mapper))
}

private func same(_ first: ExactNumber, _ second: ExactNumber) -> Bool {
    (first.isZero && second.isZero)
        || (first.isNegative == second.isNegative && first.digits == second.digits
            && first.exponent == second.exponent && first.digitCount == second.digitCount)
}

/// Whether the nearest `Double` is sure to print as `number`: up to 15 significant digits in the
/// normal range, as `NumberReading` decides.
private func doubleGivesBackEveryNumber(_ number: ExactNumber) -> Bool {
    number.digitCount <= 15 && number.exponent >= -307 && number.exponent + number.digitCount <= 308
}
