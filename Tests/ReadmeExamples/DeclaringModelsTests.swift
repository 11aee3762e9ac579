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
    try Mapper.validate(SavingsAccount.self)
    try Mapper.validate(Speaker.self)
    try Mapper.validate(Track.self)
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

@Test func eachLevelOfAHierarchyStatesItsOwnExceptions() throws {
    let account = try Mapper.object(of: SavingsAccount.self, from: ["account_id": 4, "interest_rate": 0.5])
    #expect(account.id == 4 && account.rate == 0.5)
}

@Test func anObservedPropertyReachedThroughItsKeyPathRunsItsObserver() throws {
    let speaker = try Mapper.object(of: Speaker.self, from: ["track": "Intro", "volume": 7])
    #expect(speaker.track == "Intro" && speaker.volume == 7 && speaker.volumeChanges == 1)
}

@Test func aTableOfKeyPathsMapsWhatItLists() throws {
    let track = try Mapper.object(of: Track.self, from: ["title": "Intro", "seconds": "90", "waveform": [1]])
    #expect(track.title == "Intro" && track.seconds == 90 && track.waveform.isEmpty)
}
