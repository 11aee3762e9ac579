import Foundation
import Testing

/// `Mapper`'s public functions are what a reader needs, at most 25 (issue 46): one call per
/// thing to do, no twin that only forwards. Issues leave through `issueHandler` (or
/// `collectingIssues(into:_:)`), not through an `issues:` twin of every call, and the static
/// shortcuts are the calls of a first screen, each the same as the instance call of its labels.
@Suite struct MapperSurfaceTests {
    /// Each public function of `Mapper`, as `name(label:label:)`, `static` in front of a static one.
    static let surface: Set<String> = [
        // Dictionaries and JSON text to models
        "object(of:from:at:)", "objects(of:from:)", "objects(of:from:at:)",
        "object(of:fromJSON:at:)", "objects(of:fromJSON:at:)",
        "populate(_:from:)", "merge(_:with:identifiedBy:orphans:)",
        // Models to dictionaries, JSON text and request parameters
        "dictionary(from:including:excluding:)",
        "jsonData(from:including:excluding:sortingKeys:prettyPrinting:)",
        "queryItems(from:including:excluding:encoding:)",
        "percentEncodedQuery(from:including:excluding:encoding:)",
        "formURLEncodedBody(from:including:excluding:encoding:)",
        // Working with objects
        "copy(of:)", "description(of:limits:)", "differences(between:and:)",
        // Issues
        "collectingIssues(into:_:)",
        // Types
        "static properties(of:)", "static validate(_:)",
        // The first screen's shortcuts
        "static object(of:from:at:)", "static populate(_:from:)",
        "static dictionary(from:including:excluding:)",
        "static object(of:fromJSON:at:)",
    ]

    @Test func theSurfaceIsTheListedCallsAtMostTwentyFive() throws {
        var found: [String] = []
        for path in try Self.sourceFiles() {
            for body in Self.mapperExtensionBodies(in: try PackageFiles.text(of: path)) {
                found += Self.publicFunctions(in: body).map { ($0.isStatic ? "static " : "") + $0.signature }
            }
        }
        #expect(Set(found) == Self.surface, "found \(found.sorted())")
        // Overloads share a signature: three populate, two static populate.
        #expect(found.count <= 25, "\(found.count) public functions: \(found.sorted())")
        #expect(!found.contains { $0.contains("issues:") })
    }

    @Test func everyStaticShortcutIsAnInstanceCallToo() {
        let staticOnly: Set = ["properties(of:)", "validate(_:)"]
        let shortcuts = Self.surface.filter { $0.hasPrefix("static ") }.map { String($0.dropFirst(7)) }
        for shortcut in shortcuts where !staticOnly.contains(shortcut) {
            #expect(Self.surface.contains(shortcut), "\(shortcut)")
        }
    }

    /// The Swift files of the library, relative to the package.
    private static func sourceFiles() throws -> [String] {
        let folder = PackageFiles.root.appendingPathComponent("Sources/MirrorMapper")
        guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        let rootPath = PackageFiles.root.standardizedFileURL.path + "/"
        return files.compactMap { ($0 as? URL)?.standardizedFileURL.path }
            .filter { $0.hasSuffix(".swift") }
            .map { String($0.dropFirst(rootPath.count)) }
    }

    /// The bodies of `public struct Mapper` and of every `extension Mapper`, without comments.
    private static func mapperExtensionBodies(in source: String) -> [Substring] {
        let code = source.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            .joined(separator: "\n")
        var bodies: [Substring] = []
        for opening in ["public struct Mapper", "extension Mapper {", "extension Mapper where"] {
            var searchStart = code.startIndex
            while let found = code.range(of: opening, range: searchStart..<code.endIndex) {
                guard
                    let brace = code[found.lowerBound...].firstIndex(of: "{"),
                    let end = matchingEnd(in: code, from: brace, open: "{", close: "}")
                else { break }
                bodies.append(code[brace..<end])
                searchStart = end
            }
        }
        return bodies
    }

    /// The public functions declared in `body`: their name and argument labels, as
    /// `name(label:label:)`.
    private static func publicFunctions(in body: Substring) -> [(signature: String, isStatic: Bool)] {
        var functions: [(String, Bool)] = []
        var searchStart = body.startIndex
        while let found = body.range(of: "public ", range: searchStart..<body.endIndex) {
            searchStart = found.upperBound
            var rest = body[found.upperBound...]
            let isStatic = rest.hasPrefix("static ")
            if isStatic { rest = rest.dropFirst("static ".count) }
            guard rest.hasPrefix("func ") else { continue }
            rest = rest.dropFirst("func ".count)
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard let open = rest.firstIndex(of: "("),
                let close = matchingEnd(in: body, from: open, open: "(", close: ")")
            else { continue }
            let labels = topLevelParts(of: body[body.index(after: open)..<body.index(before: close)])
                .compactMap { $0.split(separator: ":").first?.split(separator: " ").first }
                .map { "\($0):" }
            functions.append(("\(name)(\(labels.joined()))", isStatic))
            searchStart = close
        }
        return functions
    }

    /// The parts of a parameter list separated by commas outside brackets.
    private static func topLevelParts(of list: Substring) -> [Substring] {
        var parts: [Substring] = []
        var depth = 0
        var start = list.startIndex
        for index in list.indices {
            let isArrow =
                list[index] == ">" && index > list.startIndex && list[list.index(before: index)] == "-"
            switch list[index] {
            case "(", "[", "<": depth += 1
            case ")", "]",
                ">" where !isArrow:
                depth -= 1
            case "," where depth == 0:
                parts.append(list[start..<index])
                start = list.index(after: index)
            default: break
            }
        }
        parts.append(list[start...])
        return parts.map { Substring($0.trimmingCharacters(in: .whitespacesAndNewlines)) }.filter {
            !$0.isEmpty
        }
    }

    /// The index just past the bracket that closes the one at `start`.
    private static func matchingEnd<Text: StringProtocol>(
        in text: Text, from start: Text.Index, open: Character, close: Character
    ) -> Text.Index? {
        var depth = 0
        var index = start
        while index < text.endIndex {
            if text[index] == open { depth += 1 }
            if text[index] == close {
                depth -= 1
                if depth == 0 { return text.index(after: index) }
            }
            index = text.index(after: index)
        }
        return nil
    }
}
