import Tandem

/// Showcase's screen for the Field Notes sample app: what it shows, and a button that opens it full screen (its
/// Close button comes back here), as if launched from the home screen.
final class FieldNotesLauncherViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    let about = UILabel()
    about.text =
      "A SwiftUI app with its own App and WindowGroup: tabs, notes in a split view (side by side on iPad, pushed "
      + "on iPhone), search, Edit and Add, and settings kept across launches."
    about.numberOfLines = 0
    about.font = .preferredFont(forTextStyle: .body)
    about.textColor = .secondaryLabel
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Open Field Notes"
    configuration.buttonSize = .large
    let open = UIButton(
      configuration: configuration,
      primaryAction: UIAction { [weak self] _ in self?.openApp() })
    let stack = UIStackView(arrangedSubviews: [about, open])
    stack.axis = .vertical
    stack.spacing = 20
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
    ])
  }

  private func openApp() {
    let app = UIHostingController(rootView: FieldNotesView())
    app.modalPresentationStyle = .fullScreen
    present(app, animated: true)
  }
}
