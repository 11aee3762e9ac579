/// What `mirrormapper generate` was asked for, besides the sample itself.
package struct GenerationOptions: Sendable {
    /// The root type's name; nil to make it from ``sampleName``.
    package var rootName: String?
    /// Where the objects to model sit in the sample, as ``MirrorMapper/Mapper/objects(of:from:at:)``
    /// takes it: `statuses`, `data.items`; nil for the whole sample.
    package var rootKeyPath: String?
    /// Whether the models are structs rather than final classes.
    package var makesStructs = false
    /// Whether the models are public, with their stored properties, their `init()` and their
    /// tables, so that a library module can export them.
    package var isPublic = false
    /// What starts the name of every model, the root's too (`GH`: `GHRepo`, `GHOwner`); nil for
    /// none. An ASCII capital followed by ASCII letters and digits, or the generator refuses it.
    package var typePrefix: String?
    /// The sample's file name, for the doc comments; nil for standard input.
    package var sampleName: String?
    /// The command line as the header of the file repeats it.
    package var command = "mirrormapper generate"

    /// Options with every default.
    package init() {}
}
