/// The steps of a reading position that know the mapping: a response's key path, which falls back
/// to the dictionaries when the text cannot be read once; a value that failed to convert, passed
/// over; the problem of one value kept apart from the document's own.
extension JSONStream {
    /// Runs `body` at the value that `path` leads to from the current position (keys of objects,
    /// decimal indices of arrays, as ``DataKey`` finds them in dictionaries), checking and skipping
    /// everything else on the way, and returns what it returns.
    ///
    /// - Throws: ``JSONStreamFallback`` when nothing is at `path`, or a key on the way is
    ///   repeated (the reader's dictionary keeps the last value).
    mutating func read<Result>(at path: ArraySlice<String>, _ body: (inout JSONStream) throws -> Result)
        throws
        -> Result
    {
        guard let step = path.first else {
            return try body(&self)
        }
        let isObject = isAtObject
        let index = isObject ? nil : Int(step)
        guard isObject || (isAtArray && index != nil), try enterContainer() else {
            throw JSONStreamFallback()
        }
        var result: Result?
        var position = 0
        repeat {
            let isStep: Bool
            if isObject {
                let key = try memberKey(isFirst: position == 0)
                isStep = string(of: key) == step
            } else {
                isStep = position == index
            }
            position += 1
            guard isStep else {
                try skipValue()
                continue
            }
            guard result == nil else {
                throw JSONStreamFallback()
            }
            result = try read(at: path.dropFirst(), body)
        } while try isObject ? !endsObject() : !endsArray()
        guard let result else {
            throw JSONStreamFallback()
        }
        return result
    }

    /// Runs `body`, which reads the value at `start`; when it fails to convert the value (a
    /// ``MappingError``, possibly halfway through it), moves past the value before the error goes
    /// on, so that reading can go on after it. Errors in the text itself go on as they are.
    mutating func skippingOnFailure(from start: Mark, _ body: (inout JSONStream) throws -> Void) throws {
        do {
            try body(&self)
        } catch let error as MappingError {
            try skipValue(from: start)
            throw error
        }
    }

    /// Runs `body`, the reading of one value, and returns the problem with that value it threw, if
    /// any, for an object or dictionary that holds it until its end. The problems of the document
    /// itself (``TextError``, ``JSONStreamFallback``) go on as they are.
    static func problem(of body: () throws -> Void) throws -> (any Error)? {
        do {
            try body()
            return nil
        } catch let error as TextError {
            throw error
        } catch let fallback as JSONStreamFallback {
            throw fallback
        } catch {
            return error
        }
    }
}
