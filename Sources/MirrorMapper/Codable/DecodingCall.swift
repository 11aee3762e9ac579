import Foundation

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
