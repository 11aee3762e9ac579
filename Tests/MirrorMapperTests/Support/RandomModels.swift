// Also compiled into the `allpaths` fuzz target (Scripts/fuzz.sh), where the library's sources are
// part of the same module.

import Foundation

#if canImport(MirrorMapper)
    import MirrorMapper
#endif

// Models holding every supported property type (with ``Everything``), and a seeded generator of
// random instances whose values span each type's full range, for the property-based round trips.

enum RandomMood: String, ValueConvertible, CaseIterable, Equatable {
    case calm, busy
    case unicode = "ünï \"cødé\" 😀"
}

enum RandomRank: Int8, ValueConvertible, CaseIterable, Equatable {
    case lowest = -128
    case zero = 0
    case highest = 127
}

/// A nested model object, compared by value.
final class RandomOwner: Mappable, Equatable {
    var name = ""
    var everything = Everything()
    required init() {}

    static let mapping: Mapping<RandomOwner> = ["name": \.name, "everything": \.everything]

    static func == (lhs: RandomOwner, rhs: RandomOwner) -> Bool {
        lhs.name == rhs.name && lhs.everything == rhs.everything
    }
}

/// ``Everything`` (every supported scalar type and the common collections) nested in the shapes
/// and types it lacks.
struct RandomDocument: Mappable, Equatable {
    var everything = Everything()
    var everythings: [Everything] = []
    var mood: RandomMood?
    var rank = RandomRank.zero
    var optionalText: String? = "not nil by default"
    var optionalDate: Date?
    var texts: [String] = []
    var doubles: [Double] = []
    var integerSet: Set<Int64> = []
    var byText: [String: Double] = [:]
    var byInteger: [Int: String] = [:]
    var listsByText: [String: [RandomMood]] = [:]
    var owner: RandomOwner?
    var owners: [RandomOwner] = []
    var optionalTexts: [String]? = []

    static let mapping: Mapping<RandomDocument> = [
        "everything": \.everything, "everythings": \.everythings, "mood": \.mood, "rank": \.rank,
        "optionalText": \.optionalText, "optionalDate": \.optionalDate, "texts": \.texts,
        "doubles": \.doubles,
        "integerSet": \.integerSet, "byText": \.byText, "byInteger": \.byInteger,
        "listsByText": \.listsByText,
        "owner": \.owner, "owners": \.owners, "optionalTexts": \.optionalTexts,
    ]
}

/// Makes random models from a seed, so a failure can be repeated from the seed it reports.
struct RandomModelGenerator {
    private var random: SeededRandomNumberGenerator

    init(seed: UInt64) {
        random = SeededRandomNumberGenerator(seed: seed)
    }

    /// Random values in every property; each collection holds up to `maximumCount` elements.
    mutating func everything(maximumCount: Int = 8) -> Everything {
        var value = Everything()
        value.int = integer()
        value.int8 = integer()
        value.int16 = integer()
        value.int32 = integer()
        value.int64 = integer()
        value.uint = integer()
        value.uint8 = integer()
        value.uint16 = integer()
        value.uint32 = integer()
        value.uint64 = integer()
        value.double = double()
        value.float = float()
        value.bool = Bool.random(using: &random)
        value.string = string()
        value.decimal = decimal()
        value.date = date()
        value.url = url()
        value.uuid = uuid()
        value.data = data()
        value.topping = Topping.allCases.randomElement(using: &random) ?? .cheese
        value.priority = Bool.random(using: &random) ? .low : .high
        value.optional = maybe { $0.integer() }
        value.array = list(maximumCount) { $0.integer() }
        value.set = Set(list(maximumCount) { $0.string() })
        value.dictionary = dictionary(maximumCount) { ($0.string(), $0.integer()) }
        value.nestedArrays = list(4) { generator in generator.list(maximumCount) { $0.integer() } }
        value.arrayDictionary = dictionary(4) { generator in
            (generator.string(), generator.list(maximumCount) { $0.integer() })
        }
        value.location = location()
        value.locations = list(3) { generator in generator.list(3) { $0.location() } }
        return value
    }

    /// A random document; each collection holds up to `maximumCount` elements (nested ones fewer).
    mutating func document(maximumCount: Int = 8) -> RandomDocument {
        var value = RandomDocument()
        value.everything = everything(maximumCount: maximumCount)
        value.everythings = list(2) { $0.everything(maximumCount: 3) }
        value.mood = maybe { $0.mood() }
        value.rank = RandomRank.allCases.randomElement(using: &random) ?? .zero
        value.optionalText = maybe { $0.string() }
        value.optionalDate = maybe { $0.date() }
        value.texts = list(maximumCount) { $0.string() }
        value.doubles = list(maximumCount) { $0.double() }
        value.integerSet = Set(list(maximumCount) { $0.integer() })
        value.byText = dictionary(maximumCount) { ($0.string(), $0.double()) }
        value.byInteger = dictionary(maximumCount) { ($0.integer(), $0.string()) }
        value.listsByText = dictionary(4) { generator in (generator.string(), generator.list(4) { $0.mood() })
        }
        value.owner = maybe { $0.owner() }
        value.owners = list(2) { $0.owner() }
        value.optionalTexts = maybe { generator in generator.list(maximumCount) { $0.string() } }
        return value
    }

    // MARK: Values

    /// Any value of the type, the extremes and small values more often than chance gives them.
    mutating func integer<Integer: FixedWidthInteger>() -> Integer {
        switch Int.random(in: 0..<8, using: &random) {
        case 0: .min
        case 1: .max
        case 2: Integer(truncatingIfNeeded: Int.random(in: -2...2, using: &random))
        default: .random(in: .min ... .max, using: &random)
        }
    }

    /// Any finite `Double`: random bit patterns (every exponent, subnormals included) and edge values.
    private mutating func double() -> Double {
        let edges: [Double] = [
            0, -0.0, 0.1, -1.5, .leastNonzeroMagnitude, .leastNormalMagnitude, -.greatestFiniteMagnitude,
            .greatestFiniteMagnitude, Double(Int64.max), 9_007_199_254_740_994,
        ]
        switch Int.random(in: 0..<4, using: &random) {
        case 0: return edges.randomElement(using: &random) ?? 0
        case 1: return Double(bitPattern: random.next() & 0x800F_FFFF_FFFF_FFFF)  // subnormal or zero
        default: return finite { Double(bitPattern: $0.next()) }
        }
    }

    private mutating func float() -> Float {
        let edges: [Float] = [
            0, .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude, 0.1,
        ]
        if Bool.random(using: &random) { return edges.randomElement(using: &random) ?? 0 }
        return finite { Float(bitPattern: UInt32(truncatingIfNeeded: $0.next())) }
    }

    private mutating func finite<Number: BinaryFloatingPoint>(
        _ make: (inout SeededRandomNumberGenerator) -> Number
    ) -> Number {
        while true {
            let number = make(&random)
            if number.isFinite { return number }
        }
    }

    /// Text mixing ASCII, characters JSON must escape, quotes and backslashes, accented and CJK
    /// letters, combining marks, line separators and emoji (surrogate pairs in UTF-16); often empty.
    mutating func string() -> String {
        let pools: [ClosedRange<UInt32>] = [
            0x20...0x7E, 0x00...0x1F, 0x22...0x22, 0x5C...0x5C, 0x2F...0x2F, 0xA0...0x17F, 0x300...0x36F,
            0x2028...0x2029, 0x4E00...0x4E80, 0x1F600...0x1F64F, 0x10000...0x10FFFF, 0xFFFD...0xFFFF,
        ]
        var text = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 0...24, using: &random) / 2 * 2 {
            let pool = pools.randomElement(using: &random) ?? pools[0]
            if let scalar = Unicode.Scalar(UInt32.random(in: pool, using: &random)) {
                text.append(scalar)
            }
        }
        return String(text)
    }

    /// Up to 38 random digits, which a `Decimal` always holds, with a random sign and power of ten.
    private mutating func decimal() -> Decimal {
        let digitCount = Int.random(in: 1...38, using: &random)
        let digits = String(
            (0..<digitCount).map { _ in Character(String(Int.random(in: 0...9, using: &random))) })
        let sign = Bool.random(using: &random) ? "-" : ""
        let exponent = Int.random(in: -40...40, using: &random)
        return Decimal(string: "\(sign)\(digits)e\(exponent)", locale: Locale(identifier: "en_US_POSIX")) ?? 0
    }

    /// A date in the years 0000-9999 to the millisecond, the precision that round-trips through ISO
    /// 8601 text everywhere, built as the parser builds it: whole seconds plus the fraction.
    private mutating func date() -> Date {
        let year0000: Int = -63_113_904_000
        let year10000: Int = 252_423_993_600
        let seconds = Int.random(in: year0000..<year10000, using: &random)
        let milliseconds = Bool.random(using: &random) ? 0 : Int.random(in: 0..<1000, using: &random)
        return Date(timeIntervalSinceReferenceDate: Double(seconds) + Double(milliseconds) / 1000)
    }

    private mutating func url() -> URL {
        let word = String(
            (0..<Int.random(in: 1...8, using: &random)).map { _ in
                "abcXYZ019-._~".randomElement(using: &random) ?? "a"
            })
        let escaped = string().addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        let forms = [
            "https://\(word).example.com/\(escaped)?q=\(word)#\(word)", "\(word)/relative/\(escaped)",
            "mailto:\(word)@example.com", "file:///tmp/\(word)", "http://[::1]:8080/\(word)",
        ]
        return URL(string: forms.randomElement(using: &random) ?? forms[0]) ?? URL(fileURLWithPath: "/")
    }

    private mutating func uuid() -> UUID {
        let high = random.next()
        let low = random.next()
        let bytes = withUnsafeBytes(of: (high, low)) { Array($0) }
        return UUID(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8],
                bytes[9],
                bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            ))
    }

    private mutating func data() -> Data {
        Data(
            (0..<Int.random(in: 0...48, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random)
            })
    }

    private mutating func mood() -> RandomMood {
        RandomMood.allCases.randomElement(using: &random) ?? .calm
    }

    private mutating func location() -> Location {
        Location(latitude: double(), longitude: double(), name: string())
    }

    private mutating func owner() -> RandomOwner {
        let owner = RandomOwner()
        owner.name = string()
        owner.everything = everything(maximumCount: 3)
        return owner
    }

    // MARK: Shapes

    /// nil or a value, evenly.
    private mutating func maybe<Value>(_ make: (inout Self) -> Value) -> Value? {
        Bool.random(using: &random) ? make(&self) : nil
    }

    /// Up to `maximumCount` values; empty one time in four.
    private mutating func list<Element>(_ maximumCount: Int, _ make: (inout Self) -> Element) -> [Element] {
        let isEmpty = Int.random(in: 0..<4, using: &random) == 0
        return list(exactly: isEmpty ? 0 : Int.random(in: 0...maximumCount, using: &random), make)
    }

    mutating func list<Element>(exactly count: Int, _ make: (inout Self) -> Element) -> [Element] {
        (0..<count).map { _ in make(&self) }
    }

    /// Up to `maximumCount` entries; of entries with equal keys the first stays.
    private mutating func dictionary<Key, Value>(
        _ maximumCount: Int, _ make: (inout Self) -> (Key, Value)
    ) -> [Key: Value] {
        Dictionary(list(maximumCount, make)) { first, _ in first }
    }
}
