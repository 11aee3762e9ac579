// The model and the typed key of the README's first example, which quotes this file's code; the
// example's calls and the output it prints are in FirstScreenTests.swift.
import MirrorMapper

struct Repo: Mappable {
    var name = ""
    var stars = 0
    var license: String?
    static let mapping = Mapping<Repo>(["name": \.name, "stars": \.stars, "license": \.license])
        .renaming(["stars": "stargazers_count", "license": "license.spdx_id"])
}

extension DefaultsKeys {
    static let lastSearch = DefaultsKey("lastSearch", default: "")
}
