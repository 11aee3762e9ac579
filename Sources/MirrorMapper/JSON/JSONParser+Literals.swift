/// The parts of a document that ``JSONLiteral`` keeps and the mapping path does not: the order of
/// an object's members and the text of a number.
extension JSONParser {
    /// Parses the object starting at `index` into its members in order. A repeated key keeps the
    /// place of its first appearance and the last value, as in the mapping path.
    mutating func parseOrderedObject(depth: Int) throws(JSONError) -> JSONLiteral {
        guard try opensNonEmpty(depth: depth, closing: ASCII.closeBrace) else { return .object([]) }
        var members: [(key: String, value: JSONLiteral)] = []
        var places: [String: Int] = [:]
        while true {
            let key = try parseMemberKey(isFirst: members.isEmpty)
            let value = JSONLiteral(parsed: try parseValue(depth: depth))
            if let place = places[key] {
                members[place].value = value
            } else {
                places[key] = members.count
                members.append((key, value))
            }
            if try isClosed(by: ASCII.closeBrace) {
                return .object(members)
            }
        }
    }

    /// Parses the number starting at `index` as the mapping path does, and returns its text.
    mutating func parseNumberText() throws(JSONError) -> JSONLiteral {
        let start = index
        _ = try parseNumber()
        return .number(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
    }
}
