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

    /// The offset of the first line feed at or after `offset`, or `count` when there is none: eight
    /// bytes at a time.
    func firstLineFeed(from offset: Int) -> Int {
        let raw = UnsafeRawBufferPointer(self)
        var cursor = offset
        while cursor + 8 <= raw.count {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: cursor, as: UInt64.self))
            let lineFeeds = Self.lineFeedMask(word)
            if lineFeeds != 0 { return cursor + lineFeeds.trailingZeroBitCount / 8 }
            cursor += 8
        }
        while cursor < count, self[cursor] != ASCII.lineFeed {
            cursor += 1
        }
        return cursor
    }

    /// The high bit of each byte of `word` that is a line feed, and no other bit: exact, with no
    /// borrow from one byte into the next (the bytes in memory order from the lowest).
    static func lineFeedMask(_ word: UInt64) -> UInt64 {
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let zeroed = word ^ 0x0A0A_0A0A_0A0A_0A0A
        let low = (zeroed & ~highBits) &+ ~highBits
        return ~(low | zeroed | ~highBits)
    }

    /// Skips whole 8-byte words that hold no quote, bracket or brace (the bytes that can end a
    /// container's value outside its strings), starting at `offset`. Returns the offset of the
    /// first word that holds one, or of the last few bytes that do not fill a word.
    func skippingWordsWithoutStructure(from offset: Int) -> Int {
        let raw = UnsafeRawBufferPointer(self)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        var cursor = offset
        while cursor + 8 <= raw.count {
            let word = raw.loadUnaligned(fromByteOffset: cursor, as: UInt64.self)
            // `[` and `{`, `]` and `}` differ only in the bit 0x20: with it set, each pair is one
            // byte to look for. A zero byte is found as in `skippingPlainWords(from:)`.
            let folded = word | (ones &* 0x20)
            let opening = folded ^ (ones &* UInt64(ASCII.openBrace))
            let closing = folded ^ (ones &* UInt64(ASCII.closeBrace))
            let quotes = word ^ (ones &* UInt64(ASCII.quote))
            let found =
                ((opening &- ones) & ~opening) | ((closing &- ones) & ~closing) | ((quotes &- ones) & ~quotes)
            if found & highBits != 0 {
                break
            }
            cursor += 8
        }
        return cursor
    }
}
