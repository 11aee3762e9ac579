import Foundation
import Testing

/// `Mapper.object(of:fromJSON:at:)` written as a static call is the first guess of a new user: it
/// compiles for every call. Every call of `Mapper` without an `issues:` parameter has a static
/// shortcut with the same argument labels, which uses the default configuration.
@Suite struct StaticShortcutTests {
    @Test func everyCallWithoutIssuesHasAStaticShortcut() throws {
        var instanceCalls: Set<String> = []
        var staticCalls: Set<String> = []
        for path in try Self.sourceFiles() {
            for body in Self.mapperExtensionBodies(in: try PackageFiles.text(of: path)) {
                for call in Self.publicFunctions(in: body) where !call.signature.contains("issues:") {
                    if call.isStatic {
                        staticCalls.insert(call.signature)
                    } else {
                        instanceCalls.insert(call.signature)
                    }
                }
            }
        }
        // The scan reads every file: the calls a new user tries first are among those it found.
        let firstGuesses = [
            "objects(of:fromJSON:at:)", "percentEncodedQuery(from:including:excluding:encoding:)",
        ]
        #expect(instanceCalls.isSuperset(of: firstGuesses), "the scan found \(instanceCalls.sorted())")
        #expect(instanceCalls.subtracting(staticCalls).sorted() == [])
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
