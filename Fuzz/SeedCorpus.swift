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
    for (index, input) in inputs.enumerated() {
        try Data(input).write(to: directory.appendingPathComponent("seed-\(index)"))
    }
    return inputs.count
}
