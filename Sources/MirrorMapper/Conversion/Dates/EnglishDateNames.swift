/// The English three-letter month and weekday abbreviations of HTTP and Twitter dates.
enum EnglishDateNames {
    /// `Jan` through `Dec`, month 1 at index 0.
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `Sun` through `Sat`, Sunday at index 0 as in ``ProlepticGregorianCalendar/weekday(daysSince1970:)``.
    static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    /// The month number (1-12) of a key read by ``ASCIIByteCursor/threeLetterKey(in:)``, so any
    /// letter case matches; `nil` for a key that is no month abbreviation.
    static func month(forKey key: UInt32) -> Int? {
        monthKeys.firstIndex(of: key).map { $0 + 1 }
    }

    /// Whether a key read by ``ASCIIByteCursor/threeLetterKey(in:)`` is a weekday abbreviation,
    /// in any letter case.
    static func isWeekday(key: UInt32) -> Bool {
        weekdayKeys.contains(key)
    }

    /// The key of `GMT`, the zone of HTTP dates, in any letter case.
    static let gmtKey = key(of: "GMT")

    /// The keys of ``months``, in the same order.
    private static let monthKeys = months.map(key(of:))

    /// The keys of ``weekdays``, in the same order.
    private static let weekdayKeys = weekdays.map(key(of:))

    /// The key of a three-letter ASCII name: its lowercased bytes packed as
    /// ``ASCIIByteCursor/threeLetterKey(in:)`` packs them.
    private static func key(of name: String) -> UInt32 {
        name.utf8.reduce(0) { key, byte in key << 8 | UInt32(byte | 0x20) }
    }
}
