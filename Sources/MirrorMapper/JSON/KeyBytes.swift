import Foundation

/// A JSON key's UTF-8 bytes, compared and hashed without making a `String` of them: what the
/// indexed members of an object (``JSONObjectMembers``) and a schema's key index share.
enum KeyBytes {
    /// Whether two runs of bytes are equal.
    static func isEqual(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>)
        -> Bool
    {
        guard first.count == second.count else {
            return false
        }
        guard let firstBase = first.baseAddress, let secondBase = second.baseAddress else {
            return true  // both empty
        }
        return memcmp(firstBase, secondBase, first.count) == 0
    }

    /// FNV-1a over the bytes, and whether they are all ASCII: one pass over a key for both.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> (hash: Int, isASCII: Bool) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var allBits: UInt8 = 0
        for byte in bytes {
            allBits |= byte
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return (Int(truncatingIfNeeded: hash), allBits < 0x80)
    }
}
