import HTTPTypes
import Hummingbird

/// `GET /`, `/app.js`, `/app.css`: the live page.
extension CollectorServer {
    static func addWebRoutes(to router: Router<CollectorRequestContext>) {
        router.get("/") { _, _ in asset(WebPage.html, "text/html; charset=utf-8") }
        router.get("/app.js") { _, _ in asset(WebScript.javascript, "text/javascript; charset=utf-8") }
        router.get("/app.css") { _, _ in asset(WebStyle.css, "text/css; charset=utf-8") }
    }

    private static func asset(_ text: String, _ type: String) -> Response {
        Response(status: .ok, headers: [.contentType: type, .cacheControl: "no-cache"], body: .init(byteBuffer: ByteBuffer(string: text)))
    }
}
