import Foundation

/// Basic auth as Segment uses it: the write key is the user name, the password empty.
public enum WriteKeyCheck {
    /// The write key in an `Authorization: Basic …` header, or nil when there is none or it is not basic auth.
    public static func writeKey(fromAuthorization header: String?) -> String? {
        guard let header, header.count > 6, header.prefix(6).lowercased() == "basic " else { return nil }
        let encoded = header.dropFirst(6).trimmingCharacters(in: .whitespaces)
        guard let data = Data(base64Encoded: encoded), let text = String(data: data, encoding: .utf8) else { return nil }
        return String(text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
    }

    /// Admits a request: with `required` set, only that key passes (401 otherwise); without, any key or none.
    public static func admit(_ key: String?, required: String?) throws(IngestError) {
        guard let required, key != required else { return }
        throw IngestError(
            status: 401, code: "unauthorized",
            message: key == nil ? "no write key: send it as the basic-auth user name" : "the write key is not the one this collector accepts")
    }
}
