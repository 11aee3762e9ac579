import Foundation
import MirrorMapper
import Testing

@Suite struct HookTests {
    final class Account: Mappable, MappingHooks {
        var id = ""
        var balance = 0
        var normalized = false
        required init() {}
        static let mapping = Mapping<Account>(["id": \.id, "balance": \.balance]).excluding("normalized")

        static func willMap(_ dictionary: [String: Any]) -> [String: Any]? {
            if dictionary["deleted"] as? Bool == true { return nil }
            var rewritten = dictionary
            if let legacy = dictionary["account_id"] { rewritten["id"] = legacy }
            return rewritten
        }

        func didMap(from dictionary: [String: Any]) throws {
            guard balance >= 0 else { throw MappingError(.custom("balance is negative")) }
            normalized = true
        }
    }

    @Test func willMapRewritesAndDidMapFixesUp() throws {
        let account = try Mapper.object(of: Account.self, from: ["account_id": 42, "balance": 5])
        #expect(account.id == "42")
        #expect(account.normalized)
    }

    @Test func rejectedElementsAreSkippedAndReported() throws {
        var issues: [MappingIssue] = []
        let accounts = try Mapper().collectingIssues(into: &issues) {
            try $0.objects(
                of: Account.self,
                from: [["id": "a"], ["id": "b", "deleted": true], ["id": "c", "balance": -1]])
        }
        #expect(accounts.map(\.id) == ["a"])
        #expect(
            issues.map(\.description) == [
                "[1]: Account.willMap rejected the data (dropped the element)",
                "[2]: balance is negative (dropped the element)",
            ])
    }

    @Test func rejectedTopLevelObjectThrows() {
        let error = #expect(throws: MappingError.self) {
            try Mapper.object(of: Account.self, from: ["id": "x", "deleted": true])
        }
        #expect(error?.kind == .rejected("Account.willMap rejected the data"))
    }
}
