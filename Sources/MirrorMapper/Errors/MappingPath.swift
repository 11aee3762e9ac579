/// One step of a path into mapped data: a dictionary key, an array index, or the line of JSON Lines
/// a value came from (one-based).
enum PathComponent: Sendable, Hashable {
    case key(String)
    case index(Int)
    case line(Int)
}

extension [PathComponent] {
    /// The path as users read it: `rooms[2].host.age`, or `(root)` when empty.
    var pathDescription: String {
        joined(segments(showingKey: { $0 }))
    }

    /// The path as errors and issues show it: as ``pathDescription``, with each key longer than 40
    /// scalars cut to an excerpt and, in a path longer than 160 characters, the middle levels left
    /// out (`a.b.c…(96 more levels)….y.z`), so that a message stays short at any depth.
    var excerptedPathDescription: String {
        let segments = self.segments(showingKey: { excerpt(of: $0) })
        guard segments.reduce(0, { $0 + $1.unicodeScalars.count }) > 160 else { return joined(segments) }
        let budget = 60
        func fitting(_ segments: some Sequence<String>) -> Int {
            var count = 0
            var length = 0
            for segment in segments {
                length += segment.unicodeScalars.count
                guard count == 0 || length <= budget else { break }
                count += 1
            }
            return count
        }
        let head = fitting(segments)
        let tail = Swift.min(fitting(segments.reversed()), segments.count - head)
        let left = segments.count - head - tail
        return joined(segments.prefix(head)) + "…(\(left) more levels)…" + segments.suffix(tail).joined()
    }

    /// The text of each component: a key with the dot that joins it to what comes before (a colon
    /// after a line: `line 7: price`), an index in brackets, a line as `line 7`.
    private func segments(showingKey show: (String) -> String) -> [String] {
        indices.map { position in
            switch self[position] {
            case .key(let key):
                guard position > 0 else { return show(key) }
                if case .line = self[position - 1] { return ": " + show(key) }
                return "." + show(key)
            case .index(let index): return "[\(index)]"
            case .line(let line): return "line \(line)"
            }
        }
    }

    private func joined(_ segments: some Sequence<String>) -> String {
        let text = segments.joined()
        return text.isEmpty ? "(root)" : text
    }
}

/// A `CodingKey` for one step of a path, so the in-memory coders report their place in the data to
/// `Codable` types the way other coders do.
struct PathCodingKey: CodingKey {
    let component: PathComponent

    init(_ component: PathComponent) {
        self.component = component
    }

    init(stringValue: String) {
        component = .key(stringValue)
    }

    init(intValue: Int) {
        component = .index(intValue)
    }

    var stringValue: String {
        switch component {
        case .key(let key): key
        case .index(let index): "Index \(index)"
        case .line(let line): "line \(line)"
        }
    }

    var intValue: Int? {
        guard case .index(let index) = component else { return nil }
        return index
    }
}

extension PathComponent {
    /// The step a coding key names: an index for the coders' own array positions (the package's,
    /// and `JSONDecoder`'s and `JSONEncoder`'s, whose keys read `Index 2`), else the key's text (a
    /// `CodingKeys` case with an `Int` raw value is still a dictionary key).
    init(_ key: any CodingKey) {
        if let component = (key as? PathCodingKey)?.component {
            self = component
        } else if let index = key.intValue, key.stringValue == "Index \(index)" {
            self = .index(index)
        } else {
            self = .key(key.stringValue)
        }
    }
}
