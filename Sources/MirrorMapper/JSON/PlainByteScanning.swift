extension UnsafeBufferPointer<UInt8> {
    /// Skips whole 8-byte words that hold no quote, backslash or control character (the bytes
    /// a JSON string can neither hold raw nor end without), starting at `offset`. Returns the
    /// offset of the first word that holds one, or of the last few bytes that do not fill a
    /// word; the caller then examines bytes one by one from there.
    func skippingPlainWords(from offset: Int) -> Int {
        skippingWords(from: offset) { word in
            // Subtracting 0x20 from each byte, instead of 1, marks the bytes below 0x20.
            Self.zeroBytes(word ^ Self.repeated(ASCII.quote))
                | Self.zeroBytes(word ^ Self.repeated(ASCII.backslash))
                | ((word &- Self.repeated(0x20)) & ~word)
        }
    }

    /// Skips whole 8-byte words that hold no quote, bracket or brace (the bytes that can end a
    /// container's value outside its strings), starting at `offset`, as ``skippingPlainWords(from:)``.
    func skippingWordsWithoutStructure(from offset: Int) -> Int {
        skippingWords(from: offset) { word in
            // `[` and `{`, `]` and `}` differ only in the bit 0x20: with it set, each pair is one
            // byte to look for.
            let folded = word | Self.repeated(0x20)
            return Self.zeroBytes(folded ^ Self.repeated(ASCII.openBrace))
                | Self.zeroBytes(folded ^ Self.repeated(ASCII.closeBrace))
                | Self.zeroBytes(word ^ Self.repeated(ASCII.quote))
        }
    }

    /// The offset of the first line feed at or after `offset`, or `count` when there is none: eight
    /// bytes at a time.
    func firstLineFeed(from offset: Int) -> Int {
        let raw = UnsafeRawBufferPointer(self)
        var cursor = skippingWords(from: offset) { Self.lineFeedMask($0) }
        if cursor + 8 <= raw.count {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: cursor, as: UInt64.self))
            return cursor + Self.lineFeedMask(word).trailingZeroBitCount / 8
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
        let zeroed = word ^ repeated(ASCII.lineFeed)
        let low = (zeroed & ~highBits) &+ ~highBits
        return ~(low | zeroed | ~highBits)
    }

    /// Skips whole 8-byte words from `offset` while `marks` finds nothing in them (no high bit of a
    /// byte set); returns the offset of the first word it marks, or of the last few bytes that do
    /// not fill a word.
    @inline(__always)
    private func skippingWords(from offset: Int, marks: (UInt64) -> UInt64) -> Int {
        let raw = UnsafeRawBufferPointer(self)
        var cursor = offset
        while cursor + 8 <= raw.count {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: cursor, as: UInt64.self))
            if marks(word) & 0x8080_8080_8080_8080 != 0 {
                break
            }
            cursor += 8
        }
        return cursor
    }

    /// `byte` in each byte of a word.
    @inline(__always)
    private static func repeated(_ byte: UInt8) -> UInt64 {
        0x0101_0101_0101_0101 &* UInt64(byte)
    }

    /// A high bit in each byte of `word` that is zero (and possibly in bytes above one): the classic
    /// test, whose borrows only ever mark bytes above a real zero.
    @inline(__always)
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- repeated(1)) & ~word
    }
}
