/// Values made once per type and shared by the whole process, such as the JSON coding and the
/// `Decoder` reader of each type: looked up under a lock, made outside it (making one may ask for
/// another's, as a collection's asks for its elements'), and the first one stored wins.
final class TypeCache: Sendable {
    private let values = Locked<[ObjectIdentifier: any Sendable]>([:])

    /// The value stored for `type`, made by `make` and stored on first need.
    func value<Value: Sendable>(for type: Any.Type, make: () -> Value) -> Value {
        let identifier = ObjectIdentifier(type)
        if let found = values.withLock({ $0[identifier] }) as? Value {
            return found
        }
        let made = make()
        return values.withLock { all in
            if let found = all[identifier] as? Value {
                return found
            }
            all[identifier] = made
            return made
        }
    }
}
