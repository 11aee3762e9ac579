// The libFuzzer entry points of the `allpaths` target. An input is one selector byte, whose lowest
// bit picks the mapping mode (0 lenient, 1 strict), followed by JSON text. Every input whose text
// is a JSON object is read into `Everything` through every input of the all-paths harness
// (Tests/MirrorMapperTests/Support/AllPaths.swift) and compared with the dictionary path: the JSON
// text, `JSONDecoder` through `MappableCodable`, the store's reading code in memory, and on one
// input in 64 (by a hash of its bytes) a store on a file as well. The model the dictionary path
// reads is written through every output and compared in the same way. A disagreement that
// `AllPaths.verdict` classifies as documented is counted, and the counts are printed as the run
// goes and when it ends; any other difference traps with both readings, so libFuzzer saves the
// input. Run with `--write-seeds=DIR` to write the seed corpus (the tests' corpus) instead.

import Foundation

/// What a run compared, printed as it goes and at its end.
struct AllPathsTally {
    /// Inputs that were JSON objects, each read through every input.
    var documents = 0
    /// Of those, the ones that went through a store on a file too.
    var storeSamples = 0
    /// Models written through every output.
    var models = 0
    /// Documented disagreements met, by kind.
    var known: [AllPaths.KnownDisagreement: Int] = [:]

    var line: String {
        let kinds = AllPaths.KnownDisagreement.allCases.map { "\($0) \(known[$0] ?? 0)" }
        return "allpaths: \(documents) documents compared (\(storeSamples) through a store on a file), "
            + "\(models) models written; known disagreements: \(kinds.joined(separator: ", ")); "
            + "other differences: 0"
    }

    /// Whether to print after `documents`: at powers of two, then every million.
    var isMilestone: Bool {
        documents >= 1_024 && (documents & (documents - 1) == 0 || documents % 1_000_000 == 0)
    }
}

/// libFuzzer runs inputs one at a time on one thread.
nonisolated(unsafe) private var tally = AllPathsTally()

private func printTally() {
    FileHandle.standardError.write(Data((tally.line + "\n").utf8))
}

/// One input in 64 also goes through a store on a file: FNV-1a of its bytes, modulo 64.
private func isStoreSample(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return hash % 64 == 0
}

/// Reads one input through every input and writes its model through every output; traps on a
/// difference that `AllPaths.verdict` does not document.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start, count > 0 else { return 0 }
    let mode: Mapper.Mode = start.pointee & 1 == 0 ? .lenient : .strict
    let json = Data(UnsafeBufferPointer(start: start + 1, count: count - 1))
    guard (try? JSONReader().value(from: json)) is [String: Any] else { return 0 }
    let sampled = isStoreSample(UnsafeBufferPointer(start: start, count: count))
    tally.documents += 1
    if sampled { tally.storeSamples += 1 }

    let inputs: [AllPaths.Input] =
        [.dictionary, .jsonText, .jsonDecoder, .storedValue, .bridgedDictionary, .bridgedNSDictionary]
        + (sampled ? [.store] : [])
    let readings = AllPaths.readings(of: json, mode: mode, inputs: inputs)
    guard let reference = readings[.dictionary] else { return 0 }
    let text = String(decoding: json, as: UTF8.self).debugDescription.prefix(3_000)
    for input in inputs.dropFirst() {
        guard let reading = readings[input] else { continue }
        switch AllPaths.verdict(of: input, reading, against: reference, json: json, mode: mode) {
        case .agrees:
            break
        case .known(let kind):
            tally.known[kind, default: 0] += 1
        case .differs:
            invariantViolated(
                "\(input) reads otherwise than the dictionary path (\(mode) mode)\ndocument: \(text)\n"
                    + "dictionary: \(reference)\n\(input): \(reading.summary(against: reference))")
        }
    }
    if sampled, let onFile = readings[.store], let inMemory = readings[.storedValue] {
        require(
            onFile.isIdentical(to: inMemory),
            "a store on a file reads otherwise than its code in memory\ndocument: \(text)\n"
                + "store: \(onFile)\nstoredValue: \(inMemory)")
    }

    if let model = reference.model {
        tally.models += 1
        checkWritings(of: model, sampled: sampled, document: text)
    }
    if tally.isMilestone { printTally() }
    return 0
}

/// Writes `model` through every output (the store on a file only when `sampled`) and traps unless
/// each writes what the dictionary output writes, or all fail.
private func checkWritings(of model: Everything, sampled: Bool, document: Substring) {
    let outputs: [AllPaths.Output] =
        [.dictionary, .jsonText, .jsonEncoder, .propertyListEncoder, .storedValue] + (sampled ? [.store] : [])
    let writings = AllPaths.writings(of: model, outputs: outputs)
    guard writings[.dictionary] != nil else { return }
    for output in outputs.dropFirst() {
        guard let written = writings[output],
            let reference = AllPaths.expectedWriting(of: model, through: output, in: writings)
        else { continue }
        let agrees = written == reference || (AllPaths.isError(written) && AllPaths.isError(reference))
        require(
            agrees,
            "\(output) writes otherwise than the dictionary output\ndocument: \(document)\n"
                + "dictionary: \(reference.prefix(3_000))\n\(output): \(written.prefix(3_000))")
    }
    if sampled {
        require(
            writings[.store] == writings[.storedValue],
            "a store on a file writes otherwise than its code in memory\ndocument: \(document)")
    }
}

/// Handles `--write-seeds=DIR` before libFuzzer reads its own flags, and prints the counts when
/// the run ends.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(
    _ argumentCount: UnsafeMutablePointer<CInt>,
    _ arguments: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
    let flag = "--write-seeds="
    guard let directory = CommandLine.arguments.first(where: { $0.hasPrefix(flag) })?.dropFirst(flag.count)
    else {
        atexit { printTally() }
        return 0
    }
    do {
        let count = try writeAllPathsSeeds(to: URL(fileURLWithPath: String(directory), isDirectory: true))
        print("wrote \(count) seed inputs to \(directory)")
        exit(0)
    } catch {
        print("cannot write the seed corpus: \(error)")
        exit(1)
    }
}

/// Writes the tests' corpus (`AllPaths.corpus`) in both modes, and documents that probe what the
/// paths' readers decide on their own; returns how many files it wrote.
func writeAllPathsSeeds(to directory: URL) throws -> Int {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let probes = [
        #"{"string": 1E2, "set": [4.2e1, -0.0, "x"], "location": {"name": -0.0}}"#,
        #"{"decimal": 1234567890123456789012345678901234567890.5, "int": 1e400, "string": 5e-400}"#,
        #"{"int": 1, "int": "2", "location": {"position": {"lat": 1, "lat": "x"}}}"#,
        #"{"string": "\ud800", "url": "\u0000", "data": "AAECAw=", "uuid": "e621e1f8-c36c-495a-93fc-0c247a3e6e5f"}"#,
        #"{"x": "# + String(repeating: "[", count: 120) + String(repeating: "]", count: 120) + "}",
        #"{"locations": [[{"name": 1.0}]], "dictionary": {"a": 1.5}, "arrayDictionary": {"b": [1e2]}}"#,
        #"{"date": 1409444955.5, "uint64": 18446744073709551615, "int8": -128.0, "float": 3.4028236e38}"#,
    ]
    let documents = AllPaths.corpus.map { Array($0) } + probes.map { Array($0.utf8) }
    var count = 0
    for document in documents {
        for selector: UInt8 in [0, 1] {
            try Data([selector] + document).write(to: directory.appendingPathComponent("seed-\(count)"))
            count += 1
        }
    }
    return count
}
