import Foundation
import TestSupport
import Testing

@testable import TrackPlan

@Suite struct ClientStartTests {
    func options(key: String = "wk", endpoint: String = "http://127.0.0.1:9", directory: URL? = nil) -> TrackPlanOptions {
        var options = TrackPlanOptions(writeKey: key, endpoint: endpoint, storageDirectory: directory)
        options.logger = .silent
        options.clock = ManualClock()
        options.transport = RecordingTransport()
        return options
    }

    func code(of options: TrackPlanOptions) -> String? {
        do {
            _ = try TrackPlanClient.start(options)
            return nil
        } catch {
            return error.code
        }
    }

    @Test func anEmptyWriteKeyIsRefused() {
        #expect(code(of: options(key: "  ")) == "empty_write_key")
    }

    @Test(arguments: ["", "collector.example.com", "ftp://host/x", "http://", "not a url"])
    func aBadEndpointIsRefused(endpoint: String) {
        #expect(code(of: options(endpoint: endpoint)) == "invalid_endpoint")
    }

    @Test func anUnusableDirectoryRunsInMemoryAndSaysWhy() throws {
        let directory = TemporaryDirectory()
        _ = FileManager.default.createFile(atPath: directory.path + "/file", contents: Data())
        let url = URL(fileURLWithPath: directory.path + "/file/queue")
        #expect(code(of: options(directory: url)) == nil)
        let client = try TrackPlanClient.start(options(directory: url))
        #expect(client.stats().storageFailure?.operation == "mkdir")
    }

    @Test func outOfRangeNumbersAreRefused() {
        var zeroBatch = options()
        zeroBatch.batchSize = 0
        #expect(code(of: zeroBatch) == "invalid_option")
        var negativeInterval = options()
        negativeInterval.flushPolicies = [.interval(-1)]
        #expect(code(of: negativeInterval) == "invalid_option")
        var zeroCount = options()
        zeroCount.flushPolicies = [.count(0), .interval(5)]
        #expect(code(of: zeroCount) == "invalid_option")
        var noPolicy = options()
        noPolicy.flushPolicies = []
        #expect(code(of: noPolicy) == "invalid_option")
        var noEntitlementTime = options()
        noEntitlementTime.entitlementTimeout = 0
        #expect(code(of: noEntitlementTime) == "invalid_option")
    }

    @Test func goodOptionsStart() throws {
        let directory = TemporaryDirectory()
        let client = try TrackPlanClient.start(options(directory: URL(fileURLWithPath: directory.path)))
        #expect(client.stats().buffered == 0)
        #expect(FileManager.default.fileExists(atPath: directory.path + "/anonymous-id"))
    }
}
