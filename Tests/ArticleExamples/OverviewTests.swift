// The DocC catalog's overview page (MirrorMapper.md): its block, and what its comment says.
import MirrorMapper
import Testing

@Test func overview() throws {
    let user = try Mapper.object(of: User.self, from: ["id": "42", "name": "Ada"])
    let parameters = try Mapper.dictionary(from: user)  // ["id": 42, "name": "Ada"]
    #expect(parameters.count == 2 && parameters["id"] as? Int == 42 && parameters["name"] as? String == "Ada")
}
