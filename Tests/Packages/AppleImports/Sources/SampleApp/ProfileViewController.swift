import UIKit

/// A badge label made by a free function, outside any actor, as helpers in app code are.
func makeBadge(text: String) -> UILabel {
    let label = UILabel()
    label.text = text
    label.font = UIFont.preferredFont(forTextStyle: .caption1)
    label.textColor = .white
    label.backgroundColor = .systemPink
    label.textAlignment = .center
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
}

public class ProfileViewController: UIViewController {
    public let nameLabel = UILabel()
    public private(set) var followers = 0
    private let followButton = UIButton(type: .system)
    public var isImmersive = false {
        didSet { setNeedsStatusBarAppearanceUpdate() }
    }

    public override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    public override var prefersStatusBarHidden: Bool { isImmersive }
    public override var prefersHomeIndicatorAutoHidden: Bool { isImmersive }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
        view.backgroundColor = #colorLiteral(red: 0.95, green: 0.95, blue: 1, alpha: 1)

        nameLabel.text = "Ada Lovelace"
        nameLabel.font = .preferredFont(forTextStyle: .title1)

        followButton.setTitle("Follow", for: .normal)
        followButton.addAction(UIAction { [weak self] _ in self?.follow() }, for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [nameLabel, makeBadge(text: "New"), followButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.follow() })
    }

    private func follow() {
        followers += 1
        followButton.setTitle("Following (\(followers))", for: .normal)
    }
}
