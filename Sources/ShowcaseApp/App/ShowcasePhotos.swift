import Foundation
import Tandem

/// The sample photo library Showcase's image picker shows: three generated landscapes
/// (tools/generate-landmark-images.py), used unless `TANDEM_PHOTO_LIBRARY` names another folder.
@MainActor enum ShowcasePhotos {
  /// Makes the sample library the picker's folder, unless one is already set.
  static func installIfNeeded() {
    if UIImagePickerController.tandemPhotoLibraryFolder == nil {
      UIImagePickerController.tandemPhotoLibraryFolder = Bundle.module.url(forResource: "Photos", withExtension: nil)
    }
  }
}
