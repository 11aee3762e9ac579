// The model and the typed key of the README's first example, which quotes this file's code; the
// example's calls and the output it prints are in FirstScreenTests.swift.
import MirrorMapper

struct Owner: Mappable {  // no table: every property maps under its own name
    var login = ""
}

struct Repo: Mappable {  // a table of the exceptions only
    var name = ""
    var stargazersCount = 0
    var license: String?
    var owner = Owner()
    static let mapping = Mapping<Repo>.automatic
        .keyStrategy(.snakeCase)
        .renaming(["license": "license.spdx_id"])
}

extension DefaultsKeys {
    static let lastSearch = DefaultsKey("lastSearch", default: "")
}
