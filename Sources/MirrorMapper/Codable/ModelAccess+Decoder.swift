import Foundation

/// Models read from a `Decoder`: binding by binding from its keyed container where the schema
/// allows it (``ModelSchema/streamsJSON``), else through the loose dictionary of its data, which
/// decides exactly as for any other dictionary.
extension ModelAccess {
    /// Updates `model` (made by `init()`) from the data `decoder` holds, in the mapping call
    /// `context`.
    static func populate<Model: Mappable>(
        _ model: inout Model, from decoder: any Decoder, in context: MappingContext
    ) throws {
        let schema = try context.schema(for: Model.self)
        if schema.streamsJSON, !isSubclassInstance(model),
            let container = try? decoder.container(keyedBy: PathCodingKey.self)
        {
            return try context.nested(nil) { try schema.populate(&model, from: container, in: context) }
        }
        var data = try CodableLooseValue(from: decoder).value
        if let dictionary = data as? [String: Any] {
            data = DecoderKeys.restoringDataKeys(context.dataKeys(of: schema), in: dictionary)
        }
        try model.update(from: data, in: context)
    }
}

/// The mapping call that is decoding a ``MappableCodable`` model from a `Decoder` on this thread:
/// a model inside it, which the decoder makes through its own `init(from:)`, joins that call (its
/// depth, its issues, its problems with their paths) instead of starting one of its own.
struct DecodingCall: @unchecked Sendable {
    // Read only by the thread that set it (checked), during the synchronous decoding it encloses.
    private let context: MappingContext
    private let thread: pthread_t

    @TaskLocal static var current: DecodingCall?

    /// Runs `body` as the decoding call of `context`.
    static func run<Result>(_ context: MappingContext, _ body: () throws -> Result) rethrows -> Result {
        try $current.withValue(DecodingCall(context: context, thread: pthread_self()), operation: body)
    }

    /// The context of the call this thread is decoding in, if any.
    static var enclosingContext: MappingContext? {
        guard let call = current, pthread_equal(call.thread, pthread_self()) != 0 else { return nil }
        return call.context
    }
}
