/// The scalar `encode` methods that the in-memory encoder's unkeyed and single-value containers
/// share: each writes through the container's one generic ``write(_:)``.
protocol ScalarEncoding {
    /// Writes a scalar in its JSON-compatible form.
    func write<T: ValueConvertible>(_ value: T) throws
}

extension ScalarEncoding {
    func encode(_ value: Bool) throws { try write(value) }
    func encode(_ value: String) throws { try write(value) }
    func encode(_ value: Double) throws { try write(value) }
    func encode(_ value: Float) throws { try write(value) }
    func encode(_ value: Int) throws { try write(value) }
    func encode(_ value: Int8) throws { try write(value) }
    func encode(_ value: Int16) throws { try write(value) }
    func encode(_ value: Int32) throws { try write(value) }
    func encode(_ value: Int64) throws { try write(value) }
    func encode(_ value: UInt) throws { try write(value) }
    func encode(_ value: UInt8) throws { try write(value) }
    func encode(_ value: UInt16) throws { try write(value) }
    func encode(_ value: UInt32) throws { try write(value) }
    func encode(_ value: UInt64) throws { try write(value) }
}
