/// Where a property's value sits in a dictionary: one key, or a dotted path through nested
/// dictionaries (`"location.lat"`) and arrays (`"photos.0.url"`).
///
/// A dot that is part of a key is written `\.`: `"meta\\.version"` is the single key `meta.version`.
struct DataKey: Hashable, Sendable, CustomStringConvertible {
    /// The keys from the outermost dictionary inwards; never empty.
    let components: [String]

    /// The first key, which is the whole key for a simple (undotted) key.
    var first: String { components[0] }
    var isPath: Bool { components.count > 1 }

    /// Parses `text`, splitting at dots that are not escaped.
    init(parsing text: String) {
        var components: [String] = []
        var current = ""
        var escaping = false
        for character in text {
            if escaping {
                current.append(character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else if character == "." {
                components.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        if escaping { current.append("\\") }
        components.append(current)
        self.components = components
    }

    /// A key used as it is, dots included.
    init(verbatim key: String) {
        components = [key]
    }

    /// The same key in storage of its own, shared with no other key (see
    /// ``SchemaUse/keysForUse()``).
    var privateCopy: DataKey {
        DataKey(components: components.map { String(decoding: Array($0.utf8), as: UTF8.self) })
    }

    private init(components: [String]) {
        self.components = components
    }

    /// The path as written in error messages: `location.lat`.
    var description: String { components.joined(separator: ".") }

    /// The value at this key in `dictionary`, or nil when any step is absent.
    /// A step into an array uses a decimal index; a step into anything else finds nothing.
    @inline(__always)
    func value(in dictionary: [String: Any]) -> Any? {
        guard isPath else { return dictionary[components[0]] }
        var current: Any = dictionary
        for component in components {
            if let nested = current as? [String: Any] {
                guard let next = nested[component] else { return nil }
                current = next
            } else if let array = current as? [Any], let index = Self.arrayIndex(component),
                array.indices.contains(index)
            {
                current = array[index]
            } else {
                return nil
            }
        }
        return current
    }

    /// The array index a step names: its decimal number, or nil when it names none (it is then a
    /// key only).
    static func arrayIndex(_ step: String) -> Int? {
        Int(step).flatMap { $0 >= 0 ? $0 : nil }
    }

    /// Stores `value` at this key in `dictionary`, creating nested dictionaries along the way
    /// (an existing non-dictionary value on the way is replaced by a dictionary).
    func store(_ value: Any, in dictionary: inout [String: Any]) {
        Self.store(value, at: components[...], in: &dictionary)
    }

    private static func store(_ value: Any, at path: ArraySlice<String>, in dictionary: inout [String: Any]) {
        guard let key = path.first else { return }
        if path.count == 1 {
            dictionary[key] = value
            return
        }
        var nested = dictionary[key] as? [String: Any] ?? [:]
        dictionary[key] = nil  // keeps `nested` uniquely referenced while it changes
        store(value, at: path.dropFirst(), in: &nested)
        dictionary[key] = nested
    }
}
