import Foundation
import Testing

@testable import TrackPlanCollectorServer

/// The store contract against both stores: SQLite in a temporary file, PostgreSQL in a fresh database of the
/// test server (skipped, with the reason, when `TRACKPLAN_TEST_POSTGRES_URL` is not set).
@Suite struct StoreContractTests {
    @Test(arguments: StoreContract.allCases) func sqlite(_ contract: StoreContract) async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("store-\(UUID().uuidString).sqlite").path
        try await contract.check { try SQLiteMessageStore(path: path) }
    }

    @Test(.enabled(if: PostgresTestServer.adminURL != nil, PostgresTestServer.skipReason), arguments: StoreContract.allCases)
    func postgres(_ contract: StoreContract) async throws {
        let url = try await PostgresTestServer.freshDatabase()
        try await contract.check { try await PostgresMessageStore(url: url) }
    }
}
