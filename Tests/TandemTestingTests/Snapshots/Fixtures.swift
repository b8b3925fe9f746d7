import SwiftUI
import UIKit

/// A sign-in screen as an app would write it: a title, a field and a button under Auto Layout.
final class WelcomeViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let title = UILabel()
    title.text = "Welcome back"
    title.font = .preferredFont(forTextStyle: .largeTitle)
    title.adjustsFontForContentSizeCategory = true
    let field = UITextField()
    field.placeholder = "Email"
    field.borderStyle = .roundedRect
    field.accessibilityIdentifier = "email"
    let button = UIButton(configuration: .filled())
    button.configuration?.title = "Continue"
    let stack = UIStackView(arrangedSubviews: [title, field, button])
    stack.axis = .vertical
    stack.spacing = 16
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
    ])
  }
}

/// A badge a SwiftUI app shows: a symbol and a word in a capsule.
struct FavoriteBadge: View {
  var body: some View {
    Label("Favorites", systemImage: "star.fill")
      .padding(.horizontal, 12)
      .padding(.vertical, 6)
      .background(.yellow, in: Capsule())
  }
}

/// A card a UIKit app builds by hand: a fixed-size view with a rounded, colored background and a label.
func makeCard() -> UIView {
  let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
  card.backgroundColor = .systemTeal
  card.layer.cornerRadius = 12
  let label = UILabel(frame: CGRect(x: 16, y: 16, width: 168, height: 24))
  label.text = "Card"
  label.textColor = .white
  card.addSubview(label)
  return card
}

/// A solid image of `size` pixels at 1× in a color, with an optional differently colored pixel at `dot`.
func solidImage(_ color: UIColor, size: Int = 10, dot: (x: Int, y: Int, color: UIColor)? = nil) -> UIImage {
  let format = UIGraphicsImageRendererFormat()
  format.scale = 1
  return UIGraphicsImageRenderer(size: CGSize(width: size, height: size), format: format).image { context in
    color.setFill()
    context.fill(CGRect(x: 0, y: 0, width: size, height: size))
    if let dot {
      dot.color.setFill()
      context.fill(CGRect(x: dot.x, y: dot.y, width: 1, height: 1))
    }
  }
}

/// A fresh folder for goldens a test writes and reads.
func temporaryGoldens() -> String {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("tandem-snapshots-\(UUID().uuidString)")
  try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url.path
}

/// Where this target's goldens for a test file are.
func goldens(of file: String = #filePath) -> URL {
  let url = URL(fileURLWithPath: file)
  return url.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Goldens")
    .appendingPathComponent(url.deletingPathExtension().lastPathComponent)
}
