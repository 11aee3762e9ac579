extension MappingContext {
    /// Runs `body`, putting `component` in front of the path of an error it throws. Unlike
    /// ``nested(_:_:)`` it does not count a level of depth: copies and comparisons count one level
    /// per model or collection, not one per property or element.
    func located<T>(at component: PathComponent, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch var error as MappingError {
            error.components.insert(component, at: 0)
            throw error
        } catch {
            throw MappingError(.custom(String(describing: error)), at: [component])
        }
    }
}
