import Foundation
import Testing

/// The runtime's privacy manifest (`Sources/TrackPlan/PrivacyInfo.xcprivacy`) against the runtime's sources: every
/// required-reason API category whose APIs the runtime calls is declared with a reason, and no category is
/// declared that it does not call. A new call (say `UserDefaults` or a disk-space query) fails here until the
/// manifest declares it.
@Suite struct PrivacyManifestTests {
    static let runtime = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/TrackPlan")

    /// Apple's required-reason categories, the APIs of each that Swift code can name, and the reasons this runtime
    /// may give (https://developer.apple.com/documentation/bundleresources/describing-use-of-required-reason-api).
    static let categories: [(name: String, apis: [String], reasons: Set<String>)] = [
        (
            "NSPrivacyAccessedAPICategoryFileTimestamp",
            [
                "creationDate", "modificationDate", "fileModificationDate", "contentModificationDateKey", "creationDateKey", "getattrlist",
                "getattrlistbulk", "fgetattrlist", "getattrlistat", "fstat(", "fstatat(", "lstat(", " stat(",
            ],
            ["C617.1"]
        ),
        (
            "NSPrivacyAccessedAPICategorySystemBootTime",
            ["systemUptime", "mach_absolute_time", "uptimeNanoseconds", "DispatchTime.now"], ["35F9.1"]
        ),
        (
            "NSPrivacyAccessedAPICategoryDiskSpace",
            [
                "volumeAvailableCapacity", "volumeTotalCapacity", "systemFreeSize", "systemSize", "statfs(", "statvfs(", "fstatfs(",
                "fstatvfs(",
            ],
            ["E174.1", "85F4.1"]
        ),
        ("NSPrivacyAccessedAPICategoryUserDefaults", ["UserDefaults"], ["CA92.1", "1C8F.1"]),
        ("NSPrivacyAccessedAPICategoryActiveKeyboards", ["activeInputModes"], []),
    ]

    static func manifest() throws -> [String: Any] {
        let data = try Data(contentsOf: runtime.appendingPathComponent("PrivacyInfo.xcprivacy"))
        return try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
    }

    /// The runtime's Swift code without its comments.
    static func sources() throws -> [(file: String, code: String)] {
        let files = FileManager.default.enumerator(atPath: runtime.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        return try files.sorted().map { file in
            let text = try String(contentsOf: runtime.appendingPathComponent(file), encoding: .utf8)
            let code = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line)
            }
            return (file, code.joined(separator: "\n"))
        }
    }

    @Test func everyCategoryTheRuntimeCallsIsDeclaredWithAReasonAndNoOther() throws {
        let declared = try #require(Self.manifest()["NSPrivacyAccessedAPITypes"] as? [[String: Any]])
        let reasons = Dictionary(
            declared.map { ($0["NSPrivacyAccessedAPIType"] as? String ?? "", Set($0["NSPrivacyAccessedAPITypeReasons"] as? [String] ?? [])) },
            uniquingKeysWith: { $0.union($1) })
        let sources = try Self.sources()
        #expect(sources.count > 50)
        for category in Self.categories {
            let callers = sources.filter { source in category.apis.contains { source.code.contains($0) } }.map(\.file)
            if callers.isEmpty {
                #expect(reasons[category.name] == nil, "\(category.name) is declared but the runtime calls none of its APIs")
            } else {
                let given = try #require(reasons[category.name], "\(category.name) is called in \(callers) but not declared")
                #expect(!given.isEmpty && given.isSubset(of: category.reasons), "\(category.name): reasons \(given)")
            }
        }
        #expect(Set(reasons.keys).isSubset(of: Set(Self.categories.map(\.name))))
    }

    @Test func theManifestDeclaresNoTrackingAndTheDataTheRuntimeSends() throws {
        let manifest = try Self.manifest()
        #expect(manifest["NSPrivacyTracking"] as? Bool == false)
        let collected = try #require(manifest["NSPrivacyCollectedDataTypes"] as? [[String: Any]])
        let types = Set(collected.compactMap { $0["NSPrivacyCollectedDataType"] as? String })
        #expect(
            types == [
                "NSPrivacyCollectedDataTypeProductInteraction", "NSPrivacyCollectedDataTypeUserID", "NSPrivacyCollectedDataTypeDeviceID",
                "NSPrivacyCollectedDataTypeCrashData",
            ])
        #expect(collected.allSatisfy { $0["NSPrivacyCollectedDataTypeTracking"] as? Bool == false })
    }

    @Test func theManifestIsAResourceOfTheRuntimeTarget() throws {
        let package = try String(
            contentsOf: Self.runtime.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(package.contains(#"resources: [.copy("PrivacyInfo.xcprivacy")]"#))
    }
}
