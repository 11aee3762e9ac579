/// What a file made by `mirrormapper generate` may declare, from what the planner made: its imports,
/// then one model per planned name, each holding its properties, `init()` and, where it has
/// exceptions, its table (with the parts a large table is joined from), and nothing else. Text from the sample may stand only inside string literals and comments.
/// With `--public`, the models, their properties, `init()` and the table are `public`, and the parts
/// of a table stay `private`.
///
/// Shared with the generator's fuzz target (`Scripts/fuzz-generator.sh`): it imports nothing.
struct PlannedDeclarations {
    /// The models' names, in the order of the file.
    let modelNames: [String]
    /// How many properties the models have in all.
    let propertyCount: Int
    /// How many models declare a table.
    let tableCount: Int
    /// Whether the models are structs rather than final classes.
    let makesStructs: Bool
    /// Whether the models and their members are public (`--public`).
    var isPublic = false

    /// What in `source` the plan does not account for, one line each; empty when the source
    /// declares exactly the plan.
    func unplanned(in source: String) -> [String] {
        var problems = source.unicodeScalars.filter(Self.isHidden).map {
            "a raw U+\(String($0.value, radix: 16, uppercase: true)) in the source"
        }
        let tokens: [SwiftToken]
        do {
            tokens = try SwiftTokens.of(source)
        } catch {
            return problems + ["the source does not lex: \(error)"]
        }
        for token in tokens { problems += Self.problems(with: token) }
        let code = tokens.filter { $0.kind != .comment }
        let topLevel = Self.collapsingBodies(code)
        let expected = expectedTopLevel(importsFoundation: topLevel.starts(with: ["import", "Foundation"]))
        if topLevel != expected {
            problems.append(
                "top level is \(topLevel.joined(separator: " ")), not \(expected.joined(separator: " "))")
        }
        problems += unplannedMembers(code.filter { $0.depth > 0 })
        let variables = code.filter { $0.kind == .identifier && $0.text == "var" }.count
        if variables != propertyCount {
            problems.append("\(variables) properties declared, \(propertyCount) planned")
        }
        let tables = zip(code, code.dropFirst()).filter { $0.0.text == "let" && $0.1.text == "mapping" }.count
        if tables != tableCount {
            problems.append("\(tables) tables declared, \(tableCount) planned")
        }
        let publicWords = code.filter { $0.kind == .identifier && $0.text == "public" }.count
        let plannedPublicWords = isPublic ? modelNames.count * 2 + tableCount + propertyCount : 0
        if publicWords != plannedPublicWords {
            problems.append("\(publicWords) declarations public, \(plannedPublicWords) planned")
        }
        return problems
    }

    /// The top-level tokens the plan makes, each model's body as `{…}`.
    private func expectedTopLevel(importsFoundation: Bool) -> [String] {
        let imports = (importsFoundation ? ["import", "Foundation"] : []) + ["import", "MirrorMapper"]
        let introducer = (isPublic ? ["public"] : []) + (makesStructs ? ["struct"] : ["final", "class"])
        return imports + modelNames.flatMap { introducer + [$0, ":", "Mappable", "{…}"] }
    }

    /// Scalars that no generated file holds raw: controls other than the newline, Unicode format
    /// characters (bidi controls among them) and the line and paragraph separators.
    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar != "\n" else { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }

    /// The punctuation a generated file uses outside literals and comments.
    private static let punctuation: Set<String> = [
        "{", "}", "(", ")", "[", "]", ":", ",", "=", ".", "?", "\\", "<", ">",
    ]

    private static func problems(with token: SwiftToken) -> [String] {
        switch token.kind {
        case .interpolation: return ["an interpolation in a string literal"]
        case .punctuation where !punctuation.contains(token.text):
            return ["`\(token.text)` outside a literal"]
        case .comment where !token.text.hasPrefix("//"): return ["a block comment"]
        case .comment where token.text.dropFirst(2).contains("/*") || token.text.contains("*/"):
            return ["a comment holding /* or */: \(token.text)"]
        default: return []
        }
    }

    /// The tokens at the top level, with everything between a top-level `{` and its `}` as `{…}`.
    private static func collapsingBodies(_ tokens: [SwiftToken]) -> [String] {
        var texts: [String] = []
        for token in tokens where token.depth == 0 {
            if token.text == "{" {
                texts.append("{…}")
            } else if token.text != "}" {
                texts.append(token.text)
            }
        }
        return texts
    }

    /// Words that introduce a declaration or a directive, which a model's body uses only as
    /// `var name`, `required init() {}`, `static let mapping` and `private static let mappingPart1`,
    /// and with `--public` as `public var name`, `public required init() {}` (a struct's `public init()
    /// {}`) and `public static let mapping`.
    private static let declarationWords: Set<String> = [
        "actor", "associatedtype", "case", "class", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "internal", "let", "macro", "operator", "precedencegroup", "private", "protocol",
        "public", "required", "static", "struct", "subscript", "typealias",
    ]

    /// Whether `name` is a model's table or one of the parts a large table is joined from.
    private static func isTableName(_ name: String) -> Bool {
        name == "mapping"
            || name.hasPrefix("mappingPart") && name.count > 11 && name.dropFirst(11).allSatisfy(\.isNumber)
    }

    /// The words a model's `init()` starts with: `required init` for a class, nothing for an internal
    /// struct (which has the implicit one), `public init` for a public struct (whose implicit one is
    /// internal), `public required init` for a public class.
    private var initializerWords: [String]? {
        switch (makesStructs, isPublic) {
        case (true, false): nil
        case (true, true): ["public", "init"]
        case (false, false): ["required", "init"]
        case (false, true): ["public", "required", "init"]
        }
    }

    /// The members of the models' bodies that are not properties, `init()`, the table or its parts.
    private func unplannedMembers(_ body: [SwiftToken]) -> [String] {
        var problems: [String] = []
        let texts = body.map(\.text)
        func follows(_ words: [String], at index: Int) -> Bool {
            index >= words.count - 1 && index < texts.count
                && Array(texts[(index - words.count + 1)...index]) == words
        }
        let initializer = initializerWords.map { $0 + ["(", ")", "{", "}"] }
        func isInInitializer(_ index: Int, offset: Int) -> Bool {
            guard let initializer else { return false }
            return follows(initializer, at: index + offset)
        }
        let initializerOffset = { (word: String) in
            initializer.map { $0.count - 1 - ($0.firstIndex(of: word) ?? 0) } ?? 0
        }
        for (index, token) in body.enumerated() {
            let previous = index > 0 ? texts[index - 1] : nil
            let next = index + 1 < texts.count ? texts[index + 1] : nil
            switch token.text {
            case "public":
                let isMember = next == "var" || next == "init" || next == "required"
                let isTable = next == "static" && texts.dropFirst(index + 3).first == "mapping"
                if !isPublic || !(isMember || isTable) { problems.append("public \(next ?? "")") }
            case "var":
                if isPublic, previous != "public" { problems.append("var \(next ?? "") is not public") }
            case "static":
                if next != "let" { problems.append("static \(next ?? "")") }
                if isPublic, texts.dropFirst(index + 2).first == "mapping", previous != "public" {
                    problems.append("static let mapping not public")
                }
            case "let":
                if !follows(["static", "let"], at: index) || !(next.map(Self.isTableName) ?? false) {
                    problems.append("let \(next ?? "")")
                }
            case "private":
                if next != "static" || !(texts.dropFirst(index + 3).first?.hasPrefix("mappingPart") ?? false)
                {
                    problems.append("private \(next ?? "")")
                }
            case "required", "init":
                if !isInInitializer(index, offset: initializerOffset(token.text)) {
                    problems.append("\(token.text) \(next ?? "")")
                }
            case "{":
                if !isInInitializer(index, offset: 1) { problems.append("a `{`") }
            case "}":
                if !isInInitializer(index, offset: 0) { problems.append("a `}`") }
            case _ where token.kind == .identifier && Self.declarationWords.contains(token.text):
                problems.append("`\(token.text)` in a model")
            default: break
            }
        }
        return problems
    }
}
