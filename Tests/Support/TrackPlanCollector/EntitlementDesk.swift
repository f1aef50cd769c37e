import Foundation

/// `GET /v1/entitlements?userId=…` as the tests want it: answers set per user, faults queued for this route only,
/// and a gate that holds answers until the test releases them (to force a refresh to land after a user switch).
final class EntitlementDesk: @unchecked Sendable {
    private let condition = NSCondition()
    private var answers: [String: Data] = [:]
    private var faults: [CollectorFault] = []
    private var holding = false
    private var waiting = 0
    private var served = 0

    func set(_ body: Data, for userId: String) { condition.withLock { answers[userId] = body } }
    func inject(_ faults: [CollectorFault]) { condition.withLock { self.faults += faults } }

    /// From now on, answers wait at the gate until `release()`.
    func hold() { condition.withLock { holding = true } }

    /// Lets every held answer (and later ones) go.
    func release() {
        condition.withLock {
            holding = false
            condition.broadcast()
        }
    }

    /// Requests waiting at the gate now, and answers sent so far.
    var counts: (waiting: Int, served: Int) { condition.withLock { (waiting, served) } }

    /// The answer for `userId` (`{"userId":…,"entitlements":[]}` when the test set none), after the gate and the
    /// route's next fault.
    func answer(userId: String) -> (fault: CollectorFault?, body: Data) {
        condition.lock()
        waiting += 1
        while holding { condition.wait() }
        waiting -= 1
        let fault = faults.isEmpty ? nil : faults.removeFirst()
        let body = answers[userId] ?? Data(#"{"userId":\#(Self.quoted(userId)),"entitlements":[]}"#.utf8)
        served += 1
        condition.unlock()
        return (fault, body)
    }

    static func quoted(_ text: String) -> String {
        String(decoding: (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8), as: UTF8.self)
    }
}

extension CollectorState {
    /// `GET /v1/entitlements?userId=…`: basic auth as for batches, then the desk's answer (or its fault).
    func handleEntitlements(_ request: CollectorHTTPRequest) -> CollectorHTTPResponse {
        let (index, _, _) = admit(request, takingFault: false)
        let response: CollectorHTTPResponse
        if request.headers["authorization"] != expectedAuthorization {
            response = .json(401)
        } else if let userId = request.query["userId"], !userId.isEmpty {
            let (fault, body) = entitlements.answer(userId: userId)
            switch fault {
            case .status(let status, _)?: response = .json(status)
            case .delay(let seconds)?:
                Thread.sleep(forTimeInterval: seconds)
                response = .json(200, body)
            case .closeMidResponse?:
                response = CollectorHTTPResponse(status: 200, headers: [("Content-Type", "application/json")], body: body, cutOffMidBody: true)
            case nil: response = .json(200, body)
            }
        } else {
            response = .json(400, Data(#"{"error":"userId is required"}"#.utf8))
        }
        answered(index, response.cutOffMidBody ? nil : response.status)
        return response
    }
}
