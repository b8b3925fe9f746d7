import Foundation
@testable import TandemKit
import TandemTesting
import Testing

@testable import TandemGraphics
@testable import TandemUI

/// Seed 004's representable: the picker in a sheet, its coordinator writing the picked image and closing the sheet.
private struct UIImagePickerControllerRepresentable: UIViewControllerRepresentable {
  @Binding var image: UIImage?
  @Binding var showScreen: Bool

  func makeUIViewController(context: Context) -> UIImagePickerController {
    let picker = UIImagePickerController()
    picker.allowsEditing = false
    picker.delegate = context.coordinator
    return picker
  }
  func updateUIViewController(_ uiViewController: UIImagePickerController, context: Context) {}
  func makeCoordinator() -> Coordinator { Coordinator(image: $image, showScreen: $showScreen) }

  final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    @Binding var image: UIImage?
    @Binding var showScreen: Bool
    init(image: Binding<UIImage?>, showScreen: Binding<Bool>) {
      _image = image
      _showScreen = showScreen
    }
    func imagePickerController(
      _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
      guard let newImage = info[.originalImage] as? UIImage else { return }
      image = newImage
      showScreen = false
    }
  }
}

private struct PickerScreen: View {
  @State var image: UIImage?
  @State var showScreen = false
  var body: some View {
    VStack(spacing: 20) {
      Text(image == nil ? "SELECT YOUR IMAGE" : "SELECTED IMAGE").font(.headline).bold().foregroundColor(.pink)
      if let image {
        Image(uiImage: image).resizable().scaledToFit().frame(width: 200, height: 200)
      }
      Button("Pick") { showScreen = true }
    }
    .sheet(isPresented: $showScreen) {
      UIImagePickerControllerRepresentable(image: $image, showScreen: $showScreen)
    }
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct ImagePickerTests {
  /// A folder of two PNGs of solid colors and one broken file.
  private func library() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tandem-picker-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, color) in [("a-green.png", UIColor.systemGreen), ("b-orange.png", .systemOrange)] {
      let format = UIGraphicsImageRendererFormat()
      format.scale = 1
      let data = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 40), format: format).pngData { context in
        color.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 60, height: 40))
      }
      try data.write(to: folder.appendingPathComponent(name))
    }
    try Data("not a png".utf8).write(to: folder.appendingPathComponent("c-broken.png"))
    return folder
  }

  private func grid(of picker: UIImagePickerController) throws -> PhotoLibraryGridController {
    try #require(picker.viewControllers.first as? PhotoLibraryGridController)
  }

  @Test func pickingAPNGWritesItIntoSwiftUIStateAndClosesTheSheet() throws {
    let folder = try library()
    UIImagePickerController.tandemPhotoLibraryFolder = folder
    defer { UIImagePickerController.tandemPhotoLibraryFolder = nil }
    let root = UIHostingController(rootView: PickerScreen())
    let driver = AppDriver(rootViewController: root)
    try driver.settle()
    try driver.tap("Pick")
    try driver.settle()
    let sheet = try #require(root.presentedViewController)
    let picker = try #require(sheet.children.first as? UIImagePickerController)
    let grid = try grid(of: picker)
    #expect(grid.photos.map(\.url.lastPathComponent) == ["a-green.png", "b-orange.png"])
    #expect(grid.note.text == "1 file could not be read: c-broken.png")
    GoldenImage.assertMatches(driver.capture(), named: "image-picker-grid")
    let cells = grid.view.subviews.compactMap { $0 as? UICollectionView }.first?.visibleCells ?? []
    let second = try #require(cells.first { ($0 as? PhotoCell)?.imageView.image === grid.photos[1].image })
    try driver.tap(second)
    try driver.settle()
    #expect(root.presentedViewController == nil)
    #expect(driver.find("SELECTED IMAGE") != nil)
    GoldenImage.assertMatches(driver.capture(), named: "image-picker-picked")
  }

  @Test func cancelDismissesThePickerByDefault() throws {
    UIImagePickerController.tandemPhotoLibraryFolder = try library()
    defer { UIImagePickerController.tandemPhotoLibraryFolder = nil }
    let root = UIHostingController(rootView: PickerScreen())
    let driver = AppDriver(rootViewController: root)
    try driver.settle()
    try driver.tap("Pick")
    try driver.settle()
    try driver.tap("Cancel")
    try driver.settle()
    #expect(root.presentedViewController == nil)
    #expect(driver.find("SELECT YOUR IMAGE") != nil)
    // The binding was set back: the sheet opens again.
    try driver.tap("Pick")
    try driver.settle()
    #expect(root.presentedViewController != nil)
  }

  @Test func anEmptyFolderShowsAnEmptyStateAndThereIsNoCamera() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tandem-empty-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    UIImagePickerController.tandemPhotoLibraryFolder = folder
    defer { UIImagePickerController.tandemPhotoLibraryFolder = nil }
    #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
    #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
    let picker = UIImagePickerController()
    let driver = AppDriver(rootViewController: picker)
    try driver.settle()
    #expect(try grid(of: picker).photos.isEmpty)
    #expect(driver.find("No Photos\nAdd images to \(folder.path)") != nil)
  }
}
