import UIKit

/// The app's API client: the shared session and requests, as `import UIKit` brings them on iOS.
public enum API {
    public static let session: URLSession = .shared

    public static func request(for path: String) -> URLRequest {
        var request = URLRequest(url: URL(string: "https://example.com/api")!.appendingPathComponent(path))
        request.httpMethod = "GET"
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        return request
    }
}
