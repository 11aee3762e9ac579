// The seed corpus of the generator's fuzz target: the issue's samples and each way out of a
// comment or a literal, so that mutations start next to what once broke out, and a model of more
// properties than one table literal holds, whose table is joined from parts.

/// The seed inputs.
let generatorSeeds: [GeneratorFuzzInput] = [
    GeneratorFuzzInput(
        makesStructs: false, fileName: "sample.json", keyPath: nil,
        sample: #"{"x\nfunc evil() {}\n//": {"a": 1}}"#),
    GeneratorFuzzInput(
        makesStructs: true, fileName: "sample.json", keyPath: nil,
        sample: #"{"y\nlet evil = 1\n//": [{"a": 1}]}"#),
    GeneratorFuzzInput(
        makesStructs: false, fileName: "x\nlet evil = 1\n//.json", keyPath: nil, sample: #"{"a": 1}"#),
    GeneratorFuzzInput(
        makesStructs: false, fileName: "a.json", keyPath: "a\nfunc evil() {}\n//",
        sample: #"{"a\nfunc evil() {}\n//": {"b": [{"c": 1}]}}"#),
    GeneratorFuzzInput(
        makesStructs: false, fileName: "\u{202E}\r.json", keyPath: "data.items",
        sample: #"{"data": {"items": [{"\u2028*/\u2029": 1, "/*\r": "x", "\\\"": null}]}}"#),
    GeneratorFuzzInput(
        makesStructs: true, fileName: "`#\"\"\"\\(", keyPath: nil,
        sample:
            ##"{"\u0000\u0085\u009b\u202a\u2066`": {"\"\"\"": [1, "a"], "#\"": [[{}]], "\\(evil())": {"1": {"z": 2}}}}"##
    ),
    GeneratorFuzzInput(
        makesStructs: false, fileName: "feed.json", keyPath: "data.items",
        sample:
            #"{"data": {"items": [{"id": 1, "created_at": "2014-08-31T00:29:15Z", "author": {"avatar_url": "https://a.example/x.png"}}, {"id": 2, "title": "t", "kind": 3}]}}"#
    ),
    GeneratorFuzzInput(
        makesStructs: false, fileName: "wide.json", keyPath: nil,
        sample: "{" + (0..<120).map { #""K\#($0)\n_at": "2014-08-31T00:29:15Z""# }.joined(separator: ", ")
            + "}"),
]
