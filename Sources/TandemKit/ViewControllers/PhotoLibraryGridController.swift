import Foundation

/// The image picker's library screen: the folder's images in a grid of square thumbnails, four across; tapping one
/// picks it. Files that cannot be read are left out and counted in a note; an empty folder says so.
@MainActor
final class PhotoLibraryGridController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  weak var picker: UIImagePickerController?
  private(set) var photos: [(url: URL, image: UIImage)] = []
  private(set) var unreadable: [String] = []
  private lazy var grid = UICollectionView(frame: .zero, collectionViewLayout: PhotoLibraryGridController.layout())

  /// Square thumbnails, four across with 2-point gaps, left to right.
  private static func layout() -> UICollectionViewLayout {
    let fraction = 1 / CGFloat(columns)
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(fraction)),
      repeatingSubitem: item, count: columns)
    group.interItemSpacing = .fixed(spacing)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = spacing
    return UICollectionViewCompositionalLayout(section: section)
  }
  /// The empty state or the note about unreadable files.
  let note = UILabel()

  static let columns = 4
  static let spacing: CGFloat = 2
  static let extensions: Set<String> = ["png", "jpg", "jpeg"]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Photos"
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .cancel, primaryAction: UIAction { [weak self] _ in self?.picker?.cancelled() })
    view.backgroundColor = .systemBackground
    grid.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
    grid.dataSource = self
    grid.delegate = self
    grid.frame = view.bounds
    grid.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(grid)
    note.numberOfLines = 0
    note.textAlignment = .center
    note.font = .preferredFont(forTextStyle: .footnote)
    note.textColor = .secondaryLabel
    view.addSubview(note)
    load()
  }

  /// Reads the folder: the images that decode, and the names of those that do not.
  private func load() {
    let folder = UIImagePickerController.libraryFolder
    let files =
      (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
    photos = []
    unreadable = []
    for url in files.sorted(by: { $0.lastPathComponent < $1.lastPathComponent })
    where PhotoLibraryGridController.extensions.contains(url.pathExtension.lowercased()) {
      if let image = UIImage(contentsOfFile: url.path) {
        photos.append((url, image))
      } else {
        unreadable.append(url.lastPathComponent)
      }
    }
    if photos.isEmpty && unreadable.isEmpty {
      note.text = "No Photos\nAdd images to \(folder.path)"
      note.font = .preferredFont(forTextStyle: .body)
    } else if !unreadable.isEmpty {
      let names = unreadable.joined(separator: ", ")
      note.text =
        unreadable.count == 1
        ? "1 file could not be read: \(names)" : "\(unreadable.count) files could not be read: \(names)"
    } else {
      note.text = nil
    }
    note.isHidden = note.text == nil
    grid.reloadData()
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let margins = view.layoutMargins
    let width = view.bounds.width - margins.left - margins.right
    let height = note.sizeThatFits(CGSize(width: width, height: 0)).height
    if photos.isEmpty {
      note.frame = CGRect(x: margins.left, y: (view.bounds.height - height) / 2, width: width, height: height)
    } else {
      let bottom = view.bounds.height - view.safeAreaInsets.bottom - 8
      note.frame = CGRect(x: margins.left, y: bottom - height, width: width, height: height)
    }
  }

  // MARK: Grid

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { photos.count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    (cell as? PhotoCell)?.imageView.image = photos[indexPath.item].image
    return cell
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    let photo = photos[indexPath.item]
    picker?.picked(photo.image, at: photo.url)
  }
}

/// A square thumbnail of the picker's grid.
final class PhotoCell: UICollectionViewCell {
  let imageView = UIImageView()
  override init(frame: CGRect) {
    super.init(frame: frame)
    imageView.contentMode = .scaleAspectFill
    imageView.clipsToBounds = true
    imageView.frame = contentView.bounds
    imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    contentView.addSubview(imageView)
  }
  required init?(coder: NSCoder) { nil }
}
