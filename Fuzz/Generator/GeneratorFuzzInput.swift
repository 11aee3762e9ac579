// How the generator's fuzz target reads an input: options, a file name, a key path and a sample,
// all from the fuzzer's bytes, so that one corpus covers every way text reaches the source.

import Foundation

/// One input of the generator's fuzz target.
///
/// Its bytes are: a flags byte (bit 0: structs; bit 1: a key path follows), the file name's length
/// in bytes and the file name, when bit 1 is set the key path's length and the key path, then the
/// sample. Names and key paths are any bytes, read as UTF-8 with replacement characters.
struct GeneratorFuzzInput {
    var makesStructs = false
    var fileName: [UInt8] = []
    var keyPath: [UInt8]?
    var sample: [UInt8] = []

    init(makesStructs: Bool, fileName: String, keyPath: String?, sample: String) {
        self.makesStructs = makesStructs
        self.fileName = Array(fileName.utf8.prefix(255))
        self.keyPath = keyPath.map { Array($0.utf8.prefix(255)) }
        self.sample = Array(sample.utf8)
    }

    /// The input `bytes` hold; a length that runs past the end takes what is there.
    init(bytes: [UInt8]) {
        var rest = bytes[...]
        func part() -> [UInt8] {
            let count = Int(rest.popFirst() ?? 0)
            defer { rest = rest.dropFirst(count) }
            return Array(rest.prefix(count))
        }
        let flags = rest.popFirst() ?? 0
        makesStructs = flags & 1 != 0
        fileName = part()
        keyPath = flags & 2 != 0 ? part() : nil
        sample = Array(rest)
    }

    /// The bytes of the input.
    var bytes: [UInt8] {
        let flags: UInt8 = (makesStructs ? 1 : 0) | (keyPath == nil ? 0 : 2)
        var bytes = [flags, UInt8(fileName.count)] + fileName
        if let keyPath { bytes += [UInt8(keyPath.count)] + keyPath }
        return bytes + sample
    }

    /// The options the command would make: the file name in the header's command line and in the
    /// doc comments, the key path as `--at` gives it.
    var options: GenerationOptions {
        var options = GenerationOptions()
        let name = String(decoding: fileName, as: UTF8.self)
        options.sampleName = name
        options.command = "mirrormapper generate " + name
        options.rootKeyPath = keyPath.map { String(decoding: $0, as: UTF8.self) }
        options.makesStructs = makesStructs
        return options
    }
}
