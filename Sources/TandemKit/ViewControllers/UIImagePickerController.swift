import Foundation

/// What an image picker reports: the picked image, where it came from, and what it is.
@MainActor @preconcurrency public protocol UIImagePickerControllerDelegate: AnyObject {
  /// The user picked an image (the default dismisses the picker).
  func imagePickerController(
    _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
  /// The user cancelled (the default dismisses the picker, as on iOS).
  func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
  public func imagePickerController(
    _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
  ) { picker.dismiss(animated: true) }
  public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { picker.dismiss(animated: true) }
}

/// Picks a photo from the photo library: a grid of the images in a folder (Linux: the photo library is a folder —
/// `TANDEM_PHOTO_LIBRARY`, else `tandemPhotoLibraryFolder` from TandemRuntime, else ~/Pictures). There is no camera.
@MainActor @preconcurrency open class UIImagePickerController: UINavigationController {
  /// Where images come from.
  public enum SourceType: Int, Sendable { case photoLibrary, camera, savedPhotosAlbum }
  /// Keys of the picked media's information.
  public struct InfoKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
    public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
    public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
    public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
    public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
  }

  /// The folder shown as the photo library when `TANDEM_PHOTO_LIBRARY` is not set (nil: ~/Pictures); apps set it
  /// through TandemRuntime's `tandemPhotoLibraryFolder`.
  package static var photoLibraryFolder: URL?

  /// The folder the picker shows.
  static var libraryFolder: URL {
    if let path = ProcessInfo.processInfo.environment["TANDEM_PHOTO_LIBRARY"], !path.isEmpty {
      return URL(fileURLWithPath: path, isDirectory: true)
    }
    return photoLibraryFolder
      ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent("Pictures", isDirectory: true)
  }

  /// The uniform type identifier of images.
  static let imageType = "public.image"

  /// Whether a source can be used: the photo library and saved photos can; there is no camera.
  open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }

  /// The media types a source offers (images).
  open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
    isSourceTypeAvailable(sourceType) ? [UIImagePickerController.imageType] : nil
  }

  /// Where images come from (setting an unavailable source traps, as in UIKit).
  open var sourceType = SourceType.photoLibrary {
    didSet {
      if !UIImagePickerController.isSourceTypeAvailable(sourceType) {
        preconditionFailure("Source type \(sourceType.rawValue) not available")
      }
    }
  }
  /// Whether the user may crop the image (the whole image is taken as its edited version).
  open var allowsEditing = false
  /// The media types offered.
  open var mediaTypes = [UIImagePickerController.imageType]

  private let grid = PhotoLibraryGridController()

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    grid.picker = self
    setViewControllers([grid], animated: false)
  }
  /// A picker showing the photo library.
  public convenience init() { self.init(nibName: nil, bundle: nil) }
  /// Creates a picker from an archive (see `UIViewController.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    grid.picker = self
    setViewControllers([grid], animated: false)
  }

  /// The delegate as the picker's delegate (the navigation controller's delegate, which must also be one).
  private var pickerDelegate: (any UIImagePickerControllerDelegate)? {
    delegate as? any UIImagePickerControllerDelegate
  }

  /// The user picked the image of a file.
  func picked(_ image: UIImage, at url: URL) {
    var info: [InfoKey: Any] = [
      .originalImage: image, .imageURL: url, .mediaType: UIImagePickerController.imageType,
    ]
    if allowsEditing {
      info[.editedImage] = image
      info[.cropRect] = CGRect(
        origin: .zero, size: CGSize(width: image.size.width * image.scale, height: image.size.height * image.scale))
    }
    if let pickerDelegate {
      pickerDelegate.imagePickerController(self, didFinishPickingMediaWithInfo: info)
    } else {
      dismiss(animated: true)
    }
  }

  /// The user cancelled.
  func cancelled() {
    if let pickerDelegate { pickerDelegate.imagePickerControllerDidCancel(self) } else { dismiss(animated: true) }
  }
}
