import Foundation

/// Flattens a JSON-compatible dictionary into name/value fields, the way web frameworks read nested
/// parameters: `user[name]=Ada`, `user[address][city]=Oslo`, `tags[]=a` (per ``ParameterEncoding``).
///
/// Keys are sorted (`String` order) at every level, so the same dictionary always gives the same
/// fields in the same order; array elements keep their order. An empty array or dictionary writes
/// no field. Values are not percent-encoded here.
struct ParameterFlattener {
    let encoding: ParameterEncoding
    /// The fields written so far; every value is non-nil.
    private(set) var fields: [URLQueryItem] = []

    init(encoding: ParameterEncoding) {
        self.encoding = encoding
    }

    /// Appends the fields of every entry of a top-level dictionary, keys sorted.
    mutating func append(contentsOf dictionary: [String: Any]) throws {
        for (key, value) in dictionary.sorted(by: { $0.key < $1.key }) {
            try append(value, named: key)
        }
    }

    private mutating func append(_ value: Any, named name: String) throws {
        if let text = value as? String {
            fields.append(URLQueryItem(name: name, value: text))
        } else if type(of: value) == NSNull.self {
            if encoding.nullStyle == .emptyValue { fields.append(URLQueryItem(name: name, value: "")) }
        } else if let dictionary = value as? [String: Any] {
            for (key, element) in dictionary.sorted(by: { $0.key < $1.key }) {
                try append(element, named: "\(name)[\(key)]")
            }
        } else if let array = value as? [Any] {
            for (index, element) in array.enumerated() {
                try append(element, named: elementName(in: name, at: index))
            }
        } else {
            fields.append(URLQueryItem(name: name, value: try encoding.text(ofScalar: value, named: name)))
        }
    }

    private func elementName(in arrayName: String, at index: Int) -> String {
        switch encoding.arrayStyle {
        case .brackets: "\(arrayName)[]"
        case .repeatedKey: arrayName
        case .indexed: "\(arrayName)[\(index)]"
        }
    }
}
