import Foundation
import TandemKit

@testable import TandemUI

/// Seed 004's controller: a blue view with a centred white label.
final class MyFirstViewController: UIViewController {
  var labelText = ""
  let label = UILabel()
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBlue
    label.textColor = .white
    label.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(label)
    NSLayoutConstraint.activate([
      label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
  }
}

struct BasicUIViewControllerRepresentable: UIViewControllerRepresentable {
  let labelText: String
  func makeUIViewController(context: Context) -> MyFirstViewController {
    let controller = MyFirstViewController()
    controller.labelText = labelText
    return controller
  }
  func updateUIViewController(_ controller: MyFirstViewController, context: Context) {
    controller.label.text = labelText
  }
}
