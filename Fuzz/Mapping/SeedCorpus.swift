// The seed corpus, made from the models' own seed documents so the repository holds no data files.

import Foundation

/// Writes one input per seed document, model and mode, plus a few inputs that are not objects;
/// returns how many files it wrote.
func writeSeedCorpus(to directory: URL) throws -> Int {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    var inputs: [[UInt8]] = []
    for (modelIndex, model) in fuzzedModels.enumerated() {
        for (documentIndex, document) in model.seedDocuments.enumerated() {
            let json = try JSONWriter().bytes(from: document)
            for strict in [false, true] {
                let selector = FuzzSelection.byte(
                    modelIndex: modelIndex, strict: strict, layout: documentIndex)
                inputs.append([selector] + json)
            }
        }
    }
    let fragments = [
        #"[1, -0, 0.5e-320, 1E+2, 18446744073709551615, 18446744073709551616, -9223372036854775809]"#,
        #""\ud83d\ude00 \u0000 \/ \" \\ \b\f\n\r\t""#, "true", "null", #"{"a":{"a":{"a":[[[{}]]]}}}"#,
    ]
    for (index, fragment) in fragments.enumerated() {
        inputs.append([UInt8(truncatingIfNeeded: index)] + Array(fragment.utf8))
    }
    for (modelIndex, model) in fuzzedModels.enumerated() {
        for json in model.regressionTexts {
            for strict in [false, true] {
                let selector = FuzzSelection.byte(modelIndex: modelIndex, strict: strict, layout: 0)
                inputs.append([selector] + json)
            }
        }
    }
    for (index, input) in inputs.enumerated() {
        try Data(input).write(to: directory.appendingPathComponent("seed-\(index)"))
    }
    return inputs.count
}

extension FuzzedModel {
    static var regressionTexts: [[UInt8]] { [] }
}

extension FuzzedScalars {
    static var regressionTexts: [[UInt8]] {
        [
            // Issue 10, "the strict mapper rejects what the mapper wrote": the JSON text of this
            // Decimal (123456789010 × 10^127) read back as a Double, which no Decimal held then.
            #"{"decimal": "123456789010e127"}"#,
            // Issue 10: integers in float notation, decimals longer than a Double holds, the ends
            // of the ranges of Double and Decimal.
            #"{"int64": 148423162444258921.0, "uint64": 9223372036854775807.0, "int": 1.23456789012345e18, "#
                + #""decimal": 3.14159265358979323846264338327950288419, "double": 0.10000000000000001, "#
                + #""int32": 5e-324, "float": 4.9e-324, "string": 1e-128}"#,
            #"{"decimal": 1e200, "int8": 0.1e-400}"#,
            #"{"decimal": "3.141592653589793238462643383279502884197", "uint8": "2.55e2"}"#,
        ].map { Array($0.utf8) }
    }
}

extension FuzzedDrawing {
    static var regressionTexts: [[UInt8]] {
        [
            // Issue 10: in an `Any?` property, JSONSerialization's NSDecimalNumber of this number was
            // read through Double (1.8000000000000003e+58) where the JSON text read back as 1.8e+58.
            Array((#"{"note": 17"# + String(repeating: "9", count: 57) + "}").utf8),
            Array(
                #"{"items": [0.10000000000000001, 1e-128, 340282366920938463463374607431768211455e127]}"#.utf8
            ),
            // Issue 14, "the two JSON paths differ": a byte that is not UTF-8 inside a dictionary
            // entry was dropped with the entry (lenient mode) instead of failing the document.
            Array(#"{"named":{"b":{},"a":{"kind":"ci"#.utf8) + [0x86] + Array(#"rcle"}},"x":1}"#.utf8),
        ]
    }
}

extension FuzzedBook {
    static var regressionTexts: [[UInt8]] {
        [
            // Issue 14: a repeated key inside a nested model dropped the model (lenient mode) where
            // the reader's dictionary keeps the last value.
            Array(
                #"{"sequel":{"title":"first","title":"last","pages":1},"chapters":[[{"x":1,"x":2}]]}"#.utf8),
            // Issue 14: the issues of a dictionary's entries came in the document's order straight
            // from the text and in the dictionary's through it.
            Array(#"{"ratings":{"d":[1],"b":[2],"c":{},"a":"x"}}"#.utf8),
        ]
    }
}

extension FuzzedTimes {
    static var regressionTexts: [[UInt8]] {
        [
            // Foundation's DateFormatter trapped ("Incorrect range") on text it stopped reading
            // inside a combining mark.
            Array(#"{"formatted":"201\#u{0335}T","twitter":"Sun Aug 31 00:29:15 +0000 2014"}"#.utf8)
        ]
    }
}
