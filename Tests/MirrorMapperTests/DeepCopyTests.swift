import Foundation
import MirrorMapper
import Testing

@Suite struct DeepCopyTests {
    private func user() -> User {
        let user = User()
        user.id = 7
        user.name = "Ada"
        user.email = "ada@example.com"
        for id in 1...2 {
            let room = Room()
            room.id = id
            room.title = "Room \(id)"
            room.toppings = [.basil]
            room.host = User()
            room.host?.age = 30 + id
            user.rooms.append(room)
        }
        return user
    }

    @Test func copiesAreIndependentAndShareNoObjects() throws {
        let original = user()
        let copy = try Mapper().copy(of: original)
        #expect(copy !== original)
        #expect(copy.rooms.count == 2)
        #expect(copy.rooms[0] !== original.rooms[0])
        #expect(copy.rooms[1].host !== original.rooms[1].host)
        #expect(copy.rooms[1].host?.age == 32)
        #expect(copy.email == "ada@example.com")
        copy.name = "Grace"
        copy.rooms[0].title = "Loft"
        copy.rooms[1].host?.age = 99
        copy.rooms.removeLast()
        #expect(original.name == "Ada")
        #expect(original.rooms.map(\.title) == ["Room 1", "Room 2"])
        #expect(original.rooms[1].host?.age == 32)
    }

    @Test func unmappedPropertiesKeepTheirInitialValues() throws {
        let room = Room()
        room.title = "Loft"
        room.cachedLayout = "grid"
        let copy = try Mapper().copy(of: room)
        #expect(copy.title == "Loft")
        #expect(copy.cachedLayout == "")
    }

    @Test func everySupportedTypeSurvivesExactly() throws {
        var value = Everything()
        value.int64 = .min
        value.uint64 = .max
        value.double = .nan
        value.float = -.infinity
        value.decimal = try #require(Decimal(string: "12345678901234567890.123456789"))
        value.date = Date(timeIntervalSinceReferenceDate: 0.000_000_123_4)
        value.url = try #require(
            URL(string: "relative/path", relativeTo: URL(string: "https://example.com/")))
        value.data = Data([0, 255, 7])
        value.optional = nil
        value.set = ["x", "y"]
        value.dictionary = ["a": 1]
        value.locations = [[Location(latitude: 1, longitude: 2, name: "a")]]
        let copy = try Mapper().copy(of: value)
        #expect(copy.int64 == .min && copy.uint64 == .max)
        #expect(copy.double.isNaN && copy.float == -.infinity)
        #expect(copy.decimal == value.decimal && copy.date == value.date && copy.data == value.data)
        #expect(copy.url == value.url && copy.url.baseURL == value.url.baseURL)
        #expect(copy.optional == nil && copy.set == ["x", "y"] && copy.dictionary == ["a": 1])
        #expect(copy.locations == value.locations)
    }

    @Test func subclassesCopyAsTheirDynamicType() throws {
        let puppy = Puppy()
        puppy.name = "Rex"
        puppy.breed = "Collie"
        puppy.ageInWeeks = 9
        let animal: Animal = puppy
        let copy = try #require(try Mapper().copy(of: animal) as? Puppy)
        #expect(copy !== puppy)
        #expect(copy.name == "Rex" && copy.breed == "Collie" && copy.ageInWeeks == 9)
    }

    @Test func polymorphicArraysAndAnyValuesKeepTheirTypes() throws {
        let shelter = Shelter()
        let dog = Dog()
        dog.breed = "Pug"
        let bird = Bird()
        bird.canFly = false
        shelter.animals = [dog, bird, Animal()]
        shelter.anything = [Location(latitude: 1, longitude: 2, name: "x"), dog, "text", 3]
        shelter.note = dog
        let copy = try Mapper().copy(of: shelter)
        let copiedDog = try #require(copy.animals[0] as? Dog)
        #expect(copiedDog !== dog && copiedDog.breed == "Pug")
        #expect((copy.animals[1] as? Bird)?.canFly == false)
        #expect(type(of: copy.animals[2]) == Animal.self)
        #expect(copy.anything[0] as? Location == Location(latitude: 1, longitude: 2, name: "x"))
        #expect(copy.anything[1] as? Dog === copiedDog)
        #expect(copy.anything[2] as? String == "text" && copy.anything[3] as? Int == 3)
        #expect(copy.note as? Dog === copiedDog)
    }

    @Test func sharedObjectsStaySharedInTheCopy() throws {
        let host = User()
        let user = User()
        user.rooms = [Room(), Room()]
        user.rooms[0].host = host
        user.rooms[1].host = host
        let copy = try Mapper().copy(of: user)
        let copiedHost = try #require(copy.rooms[0].host)
        #expect(copiedHost !== host)
        #expect(copy.rooms[1].host === copiedHost)
    }

    @Test func structsGetNewInstancesOfTheirModelObjects() throws {
        var box = CompareBox()
        box.label = "team"
        box.host.name = "Ada"
        box.hostsByTeam = ["blue": [CompareHost(name: "Grace", age: 40)]]
        let copy = try Mapper().copy(of: box)
        #expect(copy.host !== box.host && copy.host.name == "Ada")
        let copiedHost = try #require(copy.hostsByTeam["blue"]?.first)
        #expect(copiedHost !== box.hostsByTeam["blue"]?.first && copiedHost.age == 40)
    }

    @Test func cyclesThrowInsteadOfLooping() {
        let first = Node()
        let second = Node()
        first.next = second
        second.children = [first]
        let error = #expect(throws: MappingError.self) { try Mapper().copy(of: first) }
        #expect(error?.path == "next.children[0]")
        guard case .cycle = error?.kind else {
            Issue.record("expected a cycle, got \(String(describing: error))")
            return
        }
    }

    @Test func nestingBeyondTheDepthLimitThrows() {
        let head = Node()
        var last = head
        for value in 1...10 {
            let next = Node()
            next.value = value
            last.next = next
            last = next
        }
        #expect((try? Mapper(maximumDepth: 20).copy(of: head))?.next?.next?.value == 2)
        let error = #expect(throws: MappingError.self) { try Mapper(maximumDepth: 5).copy(of: head) }
        #expect(error?.kind == .depthLimitExceeded(5))
    }
}
