extension UnsafeBufferPointer<UInt8> {
    /// Skips whole 8-byte words that hold no quote, backslash or control character (the bytes
    /// a JSON string can neither hold raw nor end without), starting at `offset`. Returns the
    /// offset of the first word that holds one, or of the last few bytes that do not fill a
    /// word; the caller then examines bytes one by one from there.
    func skippingPlainWords(from offset: Int) -> Int {
        let raw = UnsafeRawBufferPointer(self)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        var cursor = offset
        while cursor + 8 <= raw.count {
            let word = raw.loadUnaligned(fromByteOffset: cursor, as: UInt64.self)
            // `(x - ones) & ~x & highBits` is non-zero iff some byte of `x` is zero: the classic
            // test, whose borrows only ever mark bytes above a real zero. Subtracting 0x20 from
            // each byte instead marks the bytes below 0x20.
            let quotes = word ^ (ones &* UInt64(ASCII.quote))
            let backslashes = word ^ (ones &* UInt64(ASCII.backslash))
            let hasQuote = (quotes &- ones) & ~quotes
            let hasBackslash = (backslashes &- ones) & ~backslashes
            let hasControl = (word &- ones &* 0x20) & ~word
            if (hasQuote | hasBackslash | hasControl) & highBits != 0 {
                break
            }
            cursor += 8
        }
        return cursor
    }
}
