// The libFuzzer entry points of `Scripts/fuzz-generator.sh`: each input (see GeneratorFuzzInput)
// is generated from, and the source must declare exactly the models the planner made. Run with
// `--write-seeds=DIR` to write the seed corpus instead of fuzzing.

import Foundation

/// Generates models from one input; traps when the source declares anything the plan does not
/// (`PlannedDeclarations`, shared with the tests). Samples the generator refuses are expected.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start, count > 0 else { return 0 }
    let input = GeneratorFuzzInput(bytes: Array(UnsafeBufferPointer(start: start, count: count)))
    let options = input.options
    guard let generated = try? ModelGenerator.generate(from: Data(input.sample), options: options) else {
        return 0
    }
    let plan = PlannedDeclarations(
        modelNames: generated.modelNames, propertyCount: generated.propertyCount,
        tableCount: generated.tableCount, makesStructs: options.makesStructs, isPublic: options.isPublic)
    let unplanned = plan.unplanned(in: generated.source)
    if !unplanned.isEmpty {
        fatalError("the source declares what was not planned: \(unplanned)\n\(generated.source)")
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
        let folder = URL(fileURLWithPath: String(directory), isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (index, seed) in generatorSeeds.enumerated() {
            try Data(seed.bytes).write(to: folder.appendingPathComponent("seed-\(index)"))
        }
        print("wrote \(generatorSeeds.count) seed inputs to \(directory)")
        exit(0)
    } catch {
        print("cannot write the seed corpus: \(error)")
        exit(1)
    }
}
