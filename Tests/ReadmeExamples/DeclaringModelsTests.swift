// The README's tour, "Declare a model", and the article "Declaring Models": their test of a table,
// and the models at work.
import MirrorMapper
import Testing

@Test func roomMappingIsComplete() throws { try Mapper.validate(Room.self) }

@Test func everyTableOfTheTourIsComplete() throws {
    try Mapper.validate(User.self)
    try Mapper.validate(Location.self)
    try Mapper.validate(Animal.self)
    try Mapper.validate(Dog.self)
    try Mapper.validate(Page<Room>.self)
    try Mapper.validate(Revision<Int>.self)
}

@Test func aRoomReadsItsRenamedKeyAndItsHost() throws {
    let room = try Mapper.object(
        of: Room.self,
        from: [
            "id": 7, "country_code": "NO", "host": ["name": "Ada", "age": "36"], "toppings": ["olives"],
        ])
    #expect(room.countryCode == "NO" && room.toppings == [.olives])
    #expect(room.host?.name == "Ada" && room.host?.age == 36)
}

@Test func subclassesAddTheirTableToTheirSuperclasses() throws {
    let dog = try Mapper.object(of: Dog.self, from: ["name": "Rex", "breed": "Collie"])
    #expect(dog.name == "Rex" && dog.breed == "Collie")
}

@Test func aGenericModelHasATableForEachItemType() throws {
    let rooms = try Mapper.object(
        of: Page<Room>.self, from: ["items": [["title": "Loft"]], "next": "/p/2"])
    #expect(rooms.items.map(\.title) == ["Loft"] && rooms.next?.absoluteString == "/p/2")
    let users = try Mapper.object(of: Page<User>.self, from: ["items": [["name": "Ada"]]])
    #expect(users.items.map(\.name) == ["Ada"])
}

@Test func aConditionalConformanceMapsWhatItWraps() throws {
    let revision = try Mapper.object(of: Revision<Int>.self, from: ["number": 3, "value": "42"])
    #expect(revision.number == 3 && revision.value == 42)
    let nested = try Mapper.object(
        of: Revision<Location>.self, from: ["value": ["position": ["lat": 1.5]]])
    #expect(nested.value?.latitude == 1.5)
}
