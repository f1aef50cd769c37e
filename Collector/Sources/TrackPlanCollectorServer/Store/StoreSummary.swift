/// What `GET /api/summary` reports, as either store counts it.
public struct StoreSummary: Sendable, Equatable {
    public struct Group: Sendable, Equatable {
        public var type: String?
        public var event: String?
        public var planned: Bool
        public var total: Int
        public var valid: Int
        public var firstSeen: String?
        public var lastSeen: String?
    }

    public var total = 0
    public var valid = 0
    public var duplicates = 0
    public var firstSeen: String?
    public var lastSeen: String?
    /// By type and event, most frequent first.
    public var groups: [Group] = []

    /// `{"total":…,"valid":…,"invalid":…,"duplicates":…,"firstSeen":…,"lastSeen":…,"events":[…],"unplanned":[…]}`.
    public var json: String {
        var out = "{\"total\":\(total),\"valid\":\(valid),\"invalid\":\(total - valid),\"duplicates\":\(duplicates)"
        out += ",\"firstSeen\":\(StoredMessage.quote(firstSeen)),\"lastSeen\":\(StoredMessage.quote(lastSeen))"
        var unplanned: [String] = []
        let entries = groups.map { group -> String in
            if !group.planned, let event = group.event { unplanned.append(event) }
            return "{\"type\":\(StoredMessage.quote(group.type)),\"event\":\(StoredMessage.quote(group.event)),\"planned\":\(group.planned)"
                + ",\"total\":\(group.total),\"valid\":\(group.valid),\"invalid\":\(group.total - group.valid)"
                + ",\"firstSeen\":\(StoredMessage.quote(group.firstSeen)),\"lastSeen\":\(StoredMessage.quote(group.lastSeen))}"
        }
        out += ",\"events\":[" + entries.joined(separator: ",") + "]"
        out += ",\"unplanned\":[" + unplanned.sorted().map { StoredMessage.quote($0) }.joined(separator: ",") + "]}"
        return out
    }
}
