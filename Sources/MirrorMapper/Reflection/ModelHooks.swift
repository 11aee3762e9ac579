/// The ``MappingHooks`` of a model type, when it has them, as functions of the schema's root type.
struct ModelHooks<Root>: Sendable {
    let willMap: @Sendable ([String: Any]) -> [String: Any]?
    let didMap: @Sendable (inout Root, [String: Any]) throws -> Void

    /// The hooks of `Root`, or nil when it does not conform to ``MappingHooks``.
    static func of(_ root: Root.Type) -> ModelHooks? {
        guard let hooked = root as? any MappingHooks.Type else {
            return nil
        }
        return hooks(of: hooked)
    }

    /// The hooks of `Hooked`, which is `Root`: only a cast of the functions can tell the compiler.
    private static func hooks<Hooked: MappingHooks>(of _: Hooked.Type) -> ModelHooks? {
        let didMap: @Sendable (inout Hooked, [String: Any]) throws -> Void = { model, dictionary in
            try model.didMap(from: dictionary)
        }
        guard let rootDidMap = didMap as? @Sendable (inout Root, [String: Any]) throws -> Void else {
            return nil
        }
        return ModelHooks(willMap: { Hooked.willMap($0) }, didMap: rootDidMap)
    }
}
