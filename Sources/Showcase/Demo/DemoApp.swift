import Foundation
import Tandem

/// The interactive demo `make run` opens in a window (until Showcase runs the seeds' apps): buttons, a text
/// field, a page control and a long stack view in a scroll view, all driven by the mouse and keyboard.
final class DemoAppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    configuration.delegateClass = DemoSceneDelegate.self
    return configuration
  }
}

final class DemoSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    let navigation = UINavigationController(rootViewController: DemoViewController())
    navigation.navigationBar.prefersLargeTitles = true
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    self.window = window
  }
}

final class DemoViewController: UIViewController, UITextFieldDelegate {
  private var taps = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Tandem"
    view.backgroundColor = .systemBackground
    let scroll = UIScrollView()
    scroll.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scroll)
    let stack = UIStackView()
    stack.axis = .vertical
    stack.spacing = 12
    stack.alignment = .leading
    stack.isLayoutMarginsRelativeArrangement = true
    stack.layoutMargins = UIEdgeInsets(top: 8, left: 20, bottom: 20, right: 20)
    stack.translatesAutoresizingMaskIntoConstraints = false
    scroll.addSubview(stack)
    NSLayoutConstraint.activate([
      scroll.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scroll.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scroll.topAnchor.constraint(equalTo: view.topAnchor),
      scroll.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      stack.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
      stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
      stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
      stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
    ])

    let intro = UILabel()
    intro.text = "Click the buttons, type into the field, page the dots and scroll with the wheel or by dragging."
    intro.numberOfLines = 0
    intro.textColor = .secondaryLabel
    intro.translatesAutoresizingMaskIntoConstraints = false
    stack.addArrangedSubview(intro)
    intro.widthAnchor.constraint(equalTo: stack.layoutMarginsGuide.widthAnchor).isActive = true

    var filled = UIButton.Configuration.filled()
    filled.title = "Tapped 0 times"
    filled.image = UIImage(systemName: "heart.fill")
    filled.imagePadding = 8
    let counter = UIButton(configuration: filled)
    counter.addAction(
      UIAction { [weak self] action in
        guard let self else { return }
        self.taps += 1
        (action.sender as? UIButton)?.configuration?.title = "Tapped \(self.taps) times"
      }, for: .primaryActionTriggered)
    stack.addArrangedSubview(counter)

    var tinted = UIButton.Configuration.tinted()
    tinted.title = "Show a sheet"
    let sheetButton = UIButton(configuration: tinted)
    sheetButton.addAction(
      UIAction { [weak self] _ in
        let sheet = UIViewController()
        sheet.view.backgroundColor = .systemBackground
        let label = UILabel()
        label.text = "A sheet. Press Escape or tap Close."
        label.translatesAutoresizingMaskIntoConstraints = false
        sheet.view.addSubview(label)
        var close = UIButton.Configuration.gray()
        close.title = "Close"
        let closeButton = UIButton(
          configuration: close, primaryAction: UIAction { [weak sheet] _ in sheet?.dismiss(animated: true) })
        closeButton.translatesAutoresizingMaskIntoConstraints = false
        sheet.view.addSubview(closeButton)
        NSLayoutConstraint.activate([
          label.centerXAnchor.constraint(equalTo: sheet.view.centerXAnchor),
          label.topAnchor.constraint(equalTo: sheet.view.topAnchor, constant: 40),
          closeButton.centerXAnchor.constraint(equalTo: sheet.view.centerXAnchor),
          closeButton.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 20),
        ])
        sheet.addKeyCommand(
          UIKeyCommand(input: UIKeyCommand.inputEscape) { [weak sheet] _ in sheet?.dismiss(animated: true) })
        self?.present(sheet, animated: true)
      }, for: .primaryActionTriggered)
    stack.addArrangedSubview(sheetButton)

    let field = UITextField()
    field.borderStyle = .roundedRect
    field.placeholder = "Type here"
    field.delegate = self
    field.translatesAutoresizingMaskIntoConstraints = false
    field.widthAnchor.constraint(equalToConstant: 300).isActive = true
    stack.addArrangedSubview(field)

    let pageLabel = UILabel()
    pageLabel.text = "Page 1 of 5"
    let pages = UIPageControl()
    pages.numberOfPages = 5
    pages.addAction(UIAction { _ in pageLabel.text = "Page \(pages.currentPage + 1) of 5" }, for: .valueChanged)
    stack.addArrangedSubview(pages)
    stack.addArrangedSubview(pageLabel)

    for row in 1...40 {
      let label = UILabel()
      label.text = "Row \(row) of a long stack view in a scroll view"
      stack.addArrangedSubview(label)
    }
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    textField.resignFirstResponder()
    return true
  }
}
