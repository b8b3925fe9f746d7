import SwiftUI
import TandemTesting
import Testing

@testable import TandemUI

/// A profile picture as apps load one: a phase-driven AsyncImage.
private struct Avatar: View {
  let url: URL?
  var body: some View {
    AsyncImage(url: url) { phase in
      switch phase {
      case .empty:
        Text("Loading")
      case .success(let image):
        VStack {
          image.resizable().frame(width: 60, height: 60)
          Text("Loaded")
        }
      case .failure:
        Text("Failed")
      @unknown default:
        EmptyView()
      }
    }
  }
}

/// The content-and-placeholder form.
private struct Thumbnail: View {
  let url: URL?
  var body: some View {
    AsyncImage(url: url) { image in
      image.resizable().aspectRatio(contentMode: .fit).accessibilityLabel("Thumbnail")
    } placeholder: {
      ProgressView()
    }
    .frame(width: 100, height: 100)
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct AsyncImageTests {
  /// A 20×10 red PNG.
  private func pngData() -> Data {
    UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).pngData { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
    }
  }

  private func file(_ data: Data) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tandem-async-\(UUID().uuidString).png")
    try data.write(to: url)
    return url
  }

  @Test func aFileURLLoadsThroughThePhases() async throws {
    let url = try file(pngData())
    defer { try? FileManager.default.removeItem(at: url) }
    let driver = AppDriver(rootViewController: UIHostingController(rootView: Avatar(url: url)))
    try driver.settle()
    #expect(driver.find("Loading") != nil)
    #expect(await driver.runLoop { driver.find("Loaded") != nil })
    #expect(driver.find("Loading") == nil)
  }

  @Test func aDataURLLoadsToo() async throws {
    let url = URL(string: "data:image/png;base64," + pngData().base64EncodedString())
    let driver = AppDriver(rootViewController: UIHostingController(rootView: Thumbnail(url: url)))
    try driver.settle()
    #expect(await driver.runLoop { driver.find("Thumbnail") != nil })
    // Fitted into the 100-point square: 100 wide, 50 high.
    let frame = try #require(driver.find("Thumbnail")).0.frame
    #expect(frame.width == 100 && frame.height == 50)
  }

  @Test func aMissingFileOrNoServerShowsTheFailurePhase() async throws {
    let missing = URL(fileURLWithPath: "/nonexistent/tandem/picture.png")
    let driver = AppDriver(rootViewController: UIHostingController(rootView: Avatar(url: missing)))
    try driver.settle()
    #expect(await driver.runLoop { driver.find("Failed") != nil })

    // Nothing listens on port 9 here: the download fails.
    let offline = AppDriver(
      rootViewController: UIHostingController(rootView: Avatar(url: URL(string: "http://127.0.0.1:9/a.png"))))
    try offline.settle()
    #expect(await offline.runLoop(until: { offline.find("Failed") != nil }, timeout: 10))
  }

  @Test func notAnImageFails() async throws {
    let url = try file(Data("not a picture".utf8))
    defer { try? FileManager.default.removeItem(at: url) }
    let driver = AppDriver(rootViewController: UIHostingController(rootView: Avatar(url: url)))
    try driver.settle()
    #expect(await driver.runLoop { driver.find("Failed") != nil })
  }
}
