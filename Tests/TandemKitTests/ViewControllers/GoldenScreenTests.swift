import Foundation
import TandemPlatform
import TandemTesting
import Testing

@testable import TandemGraphics
@testable import TandemKit

/// A list-like screen of labels for golden images.
final class ContentController: UIViewController {
  let heading: String
  init(heading: String) {
    self.heading = heading
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { return nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let label = UILabel()
    label.text = heading
    label.font = .preferredFont(forTextStyle: .body)
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
    ])
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct GoldenScreenTests {
  @Test func navigationControllerWithBarButtonsAndToolbar() {
    let root = ContentController(heading: "Inbox")
    root.title = "Mailboxes"
    let nav = UINavigationController(rootViewController: root)
    nav.navigationBar.prefersLargeTitles = true
    let detail = ContentController(
      heading: "Messages arrive here. This label wraps inside the layout margins of the screen.")
    detail.title = "Inbox"
    detail.navigationItem.largeTitleDisplayMode = .never
    detail.navigationItem.rightBarButtonItems = [
      UIBarButtonItem(systemItem: .add), UIBarButtonItem(title: "Edit", primaryAction: UIAction { _ in }),
    ]
    detail.toolbarItems = [
      UIBarButtonItem(systemItem: .trash), .flexibleSpace(), UIBarButtonItem(title: "Updated Just Now"),
      .flexibleSpace(), UIBarButtonItem(systemItem: .compose),
    ]
    let window = showInWindow(nav)
    GoldenImage.assertMatches(window.renderImage(), named: "navigation-large-title")
    nav.pushViewController(detail, animated: false)
    nav.isToolbarHidden = false
    window.layoutIfNeeded()
    #expect(detail.view.safeAreaInsets.top == CGFloat(47 + 44))
    #expect(detail.view.safeAreaInsets.bottom == CGFloat(34 + 44))
    GoldenImage.assertMatches(window.renderImage(), named: "navigation-bar-buttons-toolbar")
  }

  @Test(arguments: [DevicePreset.iPad, .iPhone14])
  func popoverAndItsSheetAdaptation(device: DevicePreset) {
    let root = ContentController(heading: "Tap the heart to see details.")
    let window = showInWindow(root, device: device)
    let anchor = UIButton(configuration: .filled())
    anchor.configuration?.image = UIImage(systemName: "heart.fill")
    anchor.frame = CGRect(x: 40, y: 160, width: 60, height: 44)
    root.view.addSubview(anchor)
    let detail = ContentController(heading: "Heart rate 94 BPM")
    detail.modalPresentationStyle = .popover
    detail.preferredContentSize = CGSize(width: 260, height: 120)
    detail.popoverPresentationController?.sourceView = anchor
    root.present(detail, animated: false)
    window.layoutIfNeeded()
    GoldenImage.assertMatches(window.renderImage(), named: device == .iPad ? "popover-ipad" : "popover-as-sheet-iphone")
  }

  @Test(arguments: [UIUserInterfaceStyle.light, .dark])
  func controls(style: UIUserInterfaceStyle) {
    let controller = UIViewController()
    controller.view.backgroundColor = .systemBackground
    let stack = UIStackView()
    stack.axis = .vertical
    stack.spacing = 12
    stack.alignment = .leading
    stack.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
      stack.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor, constant: 20),
    ])
    let title = UILabel()
    title.text = "Controls"
    title.font = .preferredFont(forTextStyle: .largeTitle)
    let secondary = UILabel()
    secondary.text = "Secondary label color"
    secondary.textColor = .secondaryLabel
    stack.addArrangedSubview(title)
    stack.addArrangedSubview(secondary)
    for (name, configuration) in [
      ("Filled", UIButton.Configuration.filled()), ("Tinted", .tinted()), ("Gray", .gray()), ("Plain", .plain()),
    ] {
      var config = configuration
      config.title = name
      config.image = UIImage(systemName: "heart.fill")
      config.imagePadding = 6
      stack.addArrangedSubview(UIButton(configuration: config))
    }
    var disabled = UIButton.Configuration.filled()
    disabled.title = "Disabled"
    let disabledButton = UIButton(configuration: disabled)
    disabledButton.isEnabled = false
    stack.addArrangedSubview(disabledButton)
    let system = UIButton(type: .system)
    system.setTitle("System button", for: .normal)
    stack.addArrangedSubview(system)
    let image = UIImageView(image: UIImage(systemName: "star.fill"))
    image.tintColor = .systemOrange
    stack.addArrangedSubview(image)
    let field = UITextField()
    field.borderStyle = .roundedRect
    field.placeholder = "Condition"
    field.translatesAutoresizingMaskIntoConstraints = false
    field.widthAnchor.constraint(equalToConstant: 220).isActive = true
    stack.addArrangedSubview(field)
    let filledField = UITextField()
    filledField.borderStyle = .roundedRect
    filledField.text = "Asthma"
    filledField.translatesAutoresizingMaskIntoConstraints = false
    filledField.widthAnchor.constraint(equalToConstant: 220).isActive = true
    stack.addArrangedSubview(filledField)
    let pages = UIPageControl()
    pages.numberOfPages = 4
    pages.currentPage = 1
    // The iOS default dots are white, for use over photos: on this plain screen they take the label's colors.
    pages.currentPageIndicatorTintColor = .label
    pages.pageIndicatorTintColor = .tertiaryLabel
    stack.addArrangedSubview(pages)
    let spinner = UIActivityIndicatorView(style: .medium)
    spinner.hidesWhenStopped = false
    stack.addArrangedSubview(spinner)
    let window = showInWindow(controller)
    UIApplication.shared.screen.setSystemAppearance(style)
    GoldenImage.assertMatches(window.renderImage(), named: "controls-\(style == .dark ? "dark" : "light")")
  }
}
