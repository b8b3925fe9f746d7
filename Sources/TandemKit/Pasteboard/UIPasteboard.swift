import Foundation
import TandemPlatform

/// Pasteboards: the general pasteboard shared by the app's copy, cut and paste, holding strings, URLs and images.
///
/// Linux difference: when the app runs in a window, the general pasteboard's text is the window system's clipboard
/// (through SDL): what the app copies other programs can paste, and text they copy the app reads (an image stays in
/// the app; a URL goes out as its text). Headless, the general pasteboard lives in the app's process, so what the
/// app copies it can paste, and a test can put text on it for a paste to take.
@MainActor @preconcurrency open class UIPasteboard: NSObject {
  /// The pasteboard copy, cut and paste use.
  public static let general = UIPasteboard(name: .general)

  /// A pasteboard's name.
  public struct Name: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The general pasteboard's name.
    public static let general = Name("com.apple.UIKit.pboard.general")
  }

  /// Posted when the pasteboard's contents change.
  nonisolated public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")

  /// The pasteboard's name.
  public let name: Name
  /// Counts the changes to the contents (it grows with every change).
  open private(set) var changeCount = 0
  /// The items on the pasteboard, each one value (the general pasteboard first takes up text another program put
  /// on the window system's clipboard).
  private var contents: [Any] {
    get {
      syncFromSystemClipboard()
      return storedContents
    }
    set { storedContents = newValue }
  }
  private var storedContents: [Any] = []
  /// The text this pasteboard last wrote to or read from the system clipboard.
  private var systemText: String?

  /// The window system's clipboard, for the general pasteboard of an app in a window.
  private var systemClipboard: (any Clipboard)? {
    name == .general ? UIApplication.existing?.output.clipboard : nil
  }

  /// Another program changed the clipboard: its text replaces the contents.
  private func syncFromSystemClipboard() {
    guard let clipboard = systemClipboard else { return }
    let text = clipboard.text
    guard text != systemText else { return }
    systemText = text
    storedContents = text.map { [$0] } ?? []
    changeCount += 1
    NotificationCenter.default.post(name: UIPasteboard.changedNotification, object: self)
  }

  private init(name: Name) {
    self.name = name
    super.init()
  }

  private func replace(with values: [Any]) {
    storedContents = values
    if let clipboard = systemClipboard {
      let text = values.lazy.compactMap { ($0 as? String) ?? ($0 as? URL)?.absoluteString }.first
      clipboard.text = text
      systemText = clipboard.text
    }
    changeCount += 1
    NotificationCenter.default.post(name: UIPasteboard.changedNotification, object: self)
  }

  /// The items of one type, or nil if there is none.
  private func all<Item>(_ type: Item.Type) -> [Item]? {
    let found = contents.compactMap { $0 as? Item }
    return found.isEmpty ? nil : found
  }

  /// The first string (setting it replaces the contents; nil clears them).
  open var string: String? {
    get { strings?.first }
    set { replace(with: newValue.map { [$0] } ?? []) }
  }
  /// Every string on the pasteboard, or nil if there is none.
  open var strings: [String]? {
    get { all(String.self) }
    set { replace(with: newValue ?? []) }
  }
  /// Whether the pasteboard holds a string.
  open var hasStrings: Bool { all(String.self) != nil }

  /// The first URL.
  open var url: URL? {
    get { urls?.first }
    set { replace(with: newValue.map { [$0] } ?? []) }
  }
  /// Every URL on the pasteboard, or nil if there is none.
  open var urls: [URL]? {
    get { all(URL.self) }
    set { replace(with: newValue ?? []) }
  }
  /// Whether the pasteboard holds a URL.
  open var hasURLs: Bool { all(URL.self) != nil }

  /// The first image.
  open var image: UIImage? {
    get { images?.first }
    set { replace(with: newValue.map { [$0] } ?? []) }
  }
  /// Every image on the pasteboard, or nil if there is none.
  open var images: [UIImage]? {
    get { all(UIImage.self) }
    set { replace(with: newValue ?? []) }
  }
  /// Whether the pasteboard holds an image.
  open var hasImages: Bool { all(UIImage.self) != nil }

  /// The number of items on the pasteboard.
  open var numberOfItems: Int { contents.count }
}
