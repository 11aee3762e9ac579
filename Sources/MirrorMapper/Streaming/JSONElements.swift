/// Where the models of a long JSON text are, for ``JSONModelReader``: the elements of an array
/// (the text's own, or the one at a key path of a response), or the lines of JSON Lines.
///
/// ```swift
/// let events = JSONModelReader(of: Event.self, in: .lines)
/// let items = JSONModelReader(of: Item.self, in: .array(at: "data.items"))
/// ```
public struct JSONElements: Sendable, Hashable {
    /// The key path of the array, empty for the text's own; nil for JSON Lines.
    let arrayPath: [String]?
    /// The name of the array in issue paths: the key path as written.
    let keyPath: String?

    /// The longest element (a line of JSON Lines, an element of the array, or any other value of the
    /// text) the reader holds, in bytes: 16 MiB unless set. A longer one ends the reading with a
    /// ``JSONError``; the reader's memory is bounded by about twice this.
    public var maximumElementLength = 16 << 20

    private init(arrayPath: [String]?, keyPath: String?) {
        self.arrayPath = arrayPath
        self.keyPath = keyPath
    }

    /// The elements of the array that is the whole text: `[{"id": 1}, {"id": 2}]`.
    public static let array = JSONElements(arrayPath: [], keyPath: nil)

    /// The elements of the array at `keyPath` in a JSON object (keys separated by dots, array
    /// indices as numbers), such as `"data.items"`.
    ///
    /// The values beside the path are checked as JSON and skipped; each may be no longer than
    /// ``maximumElementLength``. Issue paths start at the top of the text (`data.items[7].price`),
    /// as those of ``Mapper/objects(of:fromJSON:at:)`` do. A text with nothing at the key path
    /// ends with the error that call throws; one with a second value there (a repeated key) ends
    /// with a ``JSONError`` at it, after the models of the first.
    public static func array(at keyPath: String) -> JSONElements {
        let components = DataKey(parsing: keyPath).components
        return JSONElements(arrayPath: components, keyPath: keyPath)
    }

    /// JSON Lines (`.jsonl`, also called NDJSON): a JSON value on each line, lines ending with a
    /// line feed (a carriage return before it is allowed), blank lines skipped, the last line with
    /// or without a line feed. Issue paths start with the line number: `line 7346: price`.
    public static let lines = JSONElements(arrayPath: nil, keyPath: nil)

    /// The framer's layout.
    var layout: JSONElementFramer.Layout {
        arrayPath.map { .array(at: $0) } ?? .lines
    }
}
