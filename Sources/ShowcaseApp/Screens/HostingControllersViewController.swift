import Foundation
import Seed003ByValue
import Seed003Observable
import Tandem

/// Seed 002/003's hosting controllers: the by-value controller beside the ObservableObject one, both embedded as
/// children; a new heart-rate sample (78 → 94 BPM) arrives two seconds after the screen appears. Two buttons
/// present the model's HeartRateView modally and as a popover sized by `sizingOptions`.
final class HostingControllersViewController: UIViewController {
  let byValue = ByValueHeartRateSeed(beatsPerMinute: 78)
  let observable = ObservableHeartRateSeed(beatsPerMinute: 78)
  /// When the next sample arrives after the screen appears.
  static let sampleDelay: TimeInterval = 2
  private(set) var popoverButton: UIButton!
  private var sampleScheduled = false

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    let stack = UIStackView()
    stack.axis = .vertical
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
    ])
    for (caption, child) in [
      ("BY VALUE (rootView assigned by hand)", byValue.viewController),
      ("OBSERVABLEOBJECT (@Published)", observable.viewController),
    ] {
      let label = UILabel()
      label.text = caption
      label.font = .preferredFont(forTextStyle: .footnote)
      label.textColor = .secondaryLabel
      stack.addArrangedSubview(label)
      addChild(child)
      child.view.backgroundColor = .secondarySystemGroupedBackground
      child.view.layer.cornerRadius = 10
      child.view.translatesAutoresizingMaskIntoConstraints = false
      child.view.heightAnchor.constraint(equalToConstant: 56).isActive = true
      stack.addArrangedSubview(child.view)
      child.didMove(toParent: self)
    }
    var filled = UIButton.Configuration.filled()
    filled.title = "Present Modally"
    let modal = UIButton(
      configuration: filled,
      primaryAction: UIAction { [unowned self] _ in self.observable.presentModally(from: self) })
    var tinted = UIButton.Configuration.tinted()
    tinted.title = "Present as Popover"
    let popover = UIButton(
      configuration: tinted,
      primaryAction: UIAction { [unowned self] _ in
        self.observable.presentAsPopover(from: self, pointingAt: self.popoverButton)
      })
    popoverButton = popover
    stack.setCustomSpacing(24, after: stack.arrangedSubviews.last!)
    stack.addArrangedSubview(modal)
    stack.addArrangedSubview(popover)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard !sampleScheduled else { return }
    sampleScheduled = true
    DispatchQueue.main.asyncAfter(deadline: .now() + Self.sampleDelay) { [weak self] in
      self?.receiveSample(beatsPerMinute: 94)
    }
  }

  /// A new heart-rate sample: the by-value controller needs its property set (it reassigns its root view), the
  /// observable one only its model changed.
  func receiveSample(beatsPerMinute: Int) {
    byValue.beatsPerMinute = beatsPerMinute
    observable.beatsPerMinute = beatsPerMinute
  }
}
