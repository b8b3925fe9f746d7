// TandemRuntime: the API Tandem adds for running iOS programs on Linux, kept out of the modules re-exported under
// Apple's names so that `import UIKit` and `import SwiftUI` show Apple's API only. It holds how an app launches here
// (`TandemLaunchOptions`: device, appearance, text size, window), where the photo library is
// (`UIImagePickerController.tandemPhotoLibraryFolder`) and the renderer of SwiftUI previews (`PreviewRenderer`).
// It writes the engine's package storage; `import Tandem` and `import TandemTesting` re-export it.
@_exported import TandemPlatform
