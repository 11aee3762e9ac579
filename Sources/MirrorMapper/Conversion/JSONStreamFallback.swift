/// The JSON path, reading text straight into models, cannot give what the dictionary path gives
/// for this document (a repeated key, a model whose table forgets a property, a key path that is
/// not there): the call starts over through the dictionary path, which decides. Every place that
/// recovers from problems with a value lets it pass (``MappingContext/located(at:_:)``). A problem
/// that throws needs no second reading: objects and dictionaries hold it until their end and throw
/// the first in table and key order, as the dictionary path does.
struct JSONStreamFallback: Error {}
