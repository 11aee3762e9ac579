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
                inputs.append([selector] + Array(json.utf8))
            }
        }
    }
    for (index, input) in inputs.enumerated() {
        try Data(input).write(to: directory.appendingPathComponent("seed-\(index)"))
    }
    return inputs.count
}

extension FuzzedModel {
    static var regressionTexts: [String] { [] }
}

extension FuzzedScalars {
    static var regressionTexts: [String] {
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
        ]
    }
}

extension FuzzedDrawing {
    static var regressionTexts: [String] {
        [
            // Issue 10: in an `Any?` property, JSONSerialization's NSDecimalNumber of this number was
            // read through Double (1.8000000000000003e+58) where the JSON text read back as 1.8e+58.
            #"{"note": 17"# + String(repeating: "9", count: 57) + "}",
            #"{"items": [0.10000000000000001, 1e-128, 340282366920938463463374607431768211455e127]}"#,
        ]
    }
}
