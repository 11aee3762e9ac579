// The libFuzzer entry points. An input is one selector byte followed by JSON text: the selector
// picks the model, the mapping mode and the writer's layout, so one corpus covers every
// combination. Run with `--write-seeds=DIR` to write the seed corpus instead of fuzzing.

import Foundation

/// What the selector byte of an input asks for.
struct FuzzSelection {
    let model: any FuzzedModel.Type
    let mode: Mapper.Mode
    let writerOptions: JSONWriter.Options

    /// The byte is read as mixed-radix digits: model, then mode, then three writer switches.
    init(byte: UInt8) {
        let modelCount = fuzzedModels.count
        let index = Int(byte)
        model = fuzzedModels[index % modelCount]
        let rest = index / modelCount
        mode = rest & 1 == 0 ? .lenient : .strict
        var options = JSONWriter.Options()
        options.sortsKeys = rest & 2 != 0
        options.prettyPrints = rest & 4 != 0
        options.escapesSlashes = rest & 8 != 0
        writerOptions = options
    }

    /// The selector byte for a model and mode, with writer switches taken from `layout`.
    static func byte(modelIndex: Int, strict: Bool, layout: Int) -> UInt8 {
        let rest = (strict ? 1 : 0) | (layout % 8) << 1
        return UInt8(truncatingIfNeeded: modelIndex + fuzzedModels.count * rest)
    }
}

/// Runs one input through the reader, the writer and the mapper; traps on a broken invariant.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start, count > 0 else { return 0 }
    let selection = FuzzSelection(byte: start.pointee)
    let json = Array(UnsafeBufferPointer(start: start + 1, count: count - 1))

    if let object = checkJSONRoundTrip(of: json, options: selection.writerOptions) as? [String: Any] {
        checkMappingRoundTrip(selection.model, from: object, mode: selection.mode)
    }
    checkReadingAndWritingPaths(selection.model, json: json, mode: selection.mode)
    // Foundation's parser gives NSNumber values where the package's reader gives Swift numbers.
    if let object = (try? JSONSerialization.jsonObject(with: Data(json))) as? [String: Any] {
        checkMappingRoundTrip(selection.model, from: object, mode: selection.mode)
    }
    return 0
}

/// Handles `--write-seeds=DIR` before libFuzzer reads its own flags.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(
    _ argumentCount: UnsafeMutablePointer<CInt>,
    _ arguments: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
    let flag = "--write-seeds="
    guard let directory = CommandLine.arguments.first(where: { $0.hasPrefix(flag) })?.dropFirst(flag.count)
    else { return 0 }
    do {
        let count = try writeSeedCorpus(to: URL(fileURLWithPath: String(directory), isDirectory: true))
        print("wrote \(count) seed inputs to \(directory)")
        exit(0)
    } catch {
        print("cannot write the seed corpus: \(error)")
        exit(1)
    }
}
