import Foundation
import TandemKit

extension UIImagePickerController {
  /// The folder the image picker shows as the photo library when `TANDEM_PHOTO_LIBRARY` is not set (nil:
  /// ~/Pictures). Linux has no photo library: it is a folder of images.
  public static var tandemPhotoLibraryFolder: URL? {
    get { photoLibraryFolder }
    set { photoLibraryFolder = newValue }
  }
}
