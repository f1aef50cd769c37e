import Foundation

@testable import TrackPlan

/// A generator whose every draw maps to `fraction` in `Backoff`'s [0, 1) conversion, so jitter is exact.
struct FixedRandom: RandomNumberGenerator {
    var fraction: Double
    mutating func next() -> UInt64 { UInt64(fraction * 0x1p53) << 11 }
}

let t0 = Date(timeIntervalSince1970: 1_800_000_000)

extension DeliveryPolicy {
    /// `decide` with a fixed jitter fraction of 0.5 and a fixed instant unless given.
    func step(
        _ state: DeliveryState, _ outcome: TransportOutcome, events: Int = 20, at now: Date = t0, fraction: Double = 0.5
    ) -> DeliveryStep {
        var random = FixedRandom(fraction: fraction)
        return decide(state, outcome: outcome, batchEventCount: events, now: now, random: &random)
    }
}

func status(_ code: Int, retryAfter: String? = nil) -> TransportOutcome {
    .response(status: code, retryAfter: retryAfter)
}

let refused = TransportOutcome.networkError(NetworkFailure(kind: .cannotConnect, message: "refused"))
let timedOut = TransportOutcome.networkError(NetworkFailure(kind: .timedOut, message: "timed out"))
