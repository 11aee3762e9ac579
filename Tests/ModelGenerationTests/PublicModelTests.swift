import Foundation
import Testing

/// `--public` makes models a library module can export: the types, their stored properties, the
/// `init()` that `Mappable` requires and the table are public, so that another module makes, maps,
/// reads and writes them. Checked twice: by the lexer, which counts the `public` of every declaration
/// the plan holds, and by the compiler, which builds the models as a module of their own and
/// type-checks a client module that uses them.
@Suite struct PublicModelTests {
    /// The shop fixture, with `options` after its own arguments.
    private func generateShop(_ options: [String]) throws -> CommandRun {
        let run = CommandRun(
            ["generate", "Fixtures/shop.json", "--name", "Shop"] + options,
            files: ["Fixtures/shop.json": try Fixture.contents(of: "Fixtures/shop.json")])
        #expect(run.status == 0, "\(run.error)")
        return run
    }

    private static let shopModels = [
        "Shop", "Manager", "User", "Address", "HTTPHeaders", "Order", "OrderUser", "Line", "Coupon",
    ]

    @Test(arguments: [false, true])
    func everyDeclarationOfAPublicModelIsPublic(_ makesStructs: Bool) throws {
        let run = try generateShop(["--public"] + (makesStructs ? ["--struct"] : []))
        let plan = PlannedDeclarations(
            modelNames: Self.shopModels, propertyCount: 50, tableCount: 4, makesStructs: makesStructs,
            isPublic: true)
        #expect(plan.unplanned(in: run.output) == [])
        #expect(
            run.output.contains(makesStructs ? "    public init() {}\n" : "    public required init() {}\n"))
    }

    /// A library's public symbols are documented, and its lint may ask for it (this package's does):
    /// each property says which key of the data it holds, `init()` and the table what they are.
    @Test(arguments: [false, true])
    func everyPublicDeclarationHasADocComment(_ makesStructs: Bool) throws {
        let run = try generateShop(["--public"] + (makesStructs ? ["--struct"] : []))
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() where line.drop(while: { $0 == " " }).hasPrefix("public ") {
            let above = index > 0 ? lines[index - 1].drop(while: { $0 == " " }) : ""
            #expect(above.hasPrefix("/// "), "line \(index + 1), \(line), follows \(above)")
        }
        #expect(run.output.contains("    /// From `shop_id` in the data.\n    public var shopID = 0\n"))
        #expect(run.output.contains("    /// From `@type` in the data.\n    public var type = \"\"\n"))
    }

    /// A table of more than 100 properties is public; the parts it is joined from stay private.
    @Test func theTableOfAWideModelIsPublicAndItsPartsPrivate() throws {
        let run = CommandRun(
            ["generate", "Fixtures/wide.json", "--public"],
            files: ["Fixtures/wide.json": try Fixture.contents(of: "Fixtures/wide.json")])
        let plan = PlannedDeclarations(
            modelNames: ["Wide", "Row"], propertyCount: 231, tableCount: 1, makesStructs: false,
            isPublic: true)
        #expect(plan.unplanned(in: run.output) == [])
        #expect(run.output.contains("    public static let mapping = Mapping<Row>(joining: [\n"))
        #expect(run.output.contains("    private static let mappingPart1 = Mapping<Row>.automatic\n"))
    }

    /// What another module does with models it imports: makes one, maps the sample's shape into it in
    /// strict mode, reads and sets a property of a nested model, writes it back, validates every type
    /// and reads a table.
    private static let client = """
        import Foundation
        import MirrorMapper
        import ShopModels

        func use() throws -> [String: Any] {
            let mapper = Mapper(mode: .strict)
            var shop = try mapper.object(of: XShop.self, from: ["name": "Corner Books", "shop_id": 7])
            shop.manager.user.name = "Ada"
            let orders: [XOrder] = shop.orders
            _ = orders.first?.placedAt
            let fresh = XCoupon()
            _ = fresh
            for type in [XShop.self, XManager.self, XUser.self] as [any Mappable.Type] {
                try Mapper.validate(type)
            }
            try Mapper.validate(XHTTPHeaders.self)
            _ = XShop.mapping
            return try mapper.dictionary(from: shop)
        }
        """

    @Test(.needsProcSelf, arguments: [false, true])
    func publicPrefixedModelsAreUsableFromAnotherModule(_ makesStructs: Bool) throws {
        let run = try generateShop(["--public", "--prefix", "X"] + (makesStructs ? ["--struct"] : []))
        let check = try ClientModuleCheck(models: run.output, client: Self.client)
        #expect(check.models.status == 0, "\(check.models.output.prefix(3_000))")
        #expect(check.client?.status == 0, "\(check.client?.output.prefix(3_000) ?? "")")
    }

    /// The check can fail: without `--public`, the client sees no model.
    @Test(.needsProcSelf) func internalModelsAreNotUsableFromAnotherModule() throws {
        let run = try generateShop(["--prefix", "X"])
        let check = try ClientModuleCheck(models: run.output, client: Self.client)
        #expect(check.models.status == 0, "\(check.models.output.prefix(3_000))")
        #expect(check.client?.status != 0)
        #expect(check.client?.output.contains("cannot find 'XShop' in scope") == true)
    }
}

/// Generated models built as a module of their own, `ShopModels`, against the built MirrorMapper,
/// and a client module type-checked against both.
private struct ClientModuleCheck {
    /// `swiftc -emit-module` of the models.
    let models: Compiler.Run
    /// `swiftc -typecheck` of the client; nil when the models did not build.
    let client: Compiler.Run?

    init(models source: String, client: String) throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("modules-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let modules = Compiler.modules.path
        models = try Compiler.run(
            [
                "-emit-module", "-module-name", "ShopModels", "-I", modules, "-emit-module-path",
                folder.appendingPathComponent("ShopModels.swiftmodule").path,
            ], on: [source])
        guard models.status == 0 else {
            self.client = nil
            return
        }
        self.client = try Compiler.run(["-typecheck", "-I", folder.path, "-I", modules], on: [client])
    }
}
