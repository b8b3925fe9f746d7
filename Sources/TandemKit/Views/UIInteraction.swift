import Foundation

/// A behavior added to a view (a context menu, …): it is told when it moves to and from a view.
@MainActor @preconcurrency public protocol UIInteraction: NSObjectProtocol {
  /// The view the interaction is attached to.
  var view: UIView? { get }
  /// The interaction is about to move to `view` (nil: it is being removed).
  func willMove(to view: UIView?)
  /// The interaction moved to `view` (nil: it was removed).
  func didMove(to view: UIView?)
}

extension UIView {
  /// The interactions attached to the view.
  public var interactions: [any UIInteraction] {
    get { attachedInteractions }
    set {
      for interaction in attachedInteractions { removeInteraction(interaction) }
      for interaction in newValue { addInteraction(interaction) }
    }
  }

  /// Attaches an interaction (moving it from the view it was on).
  public func addInteraction(_ interaction: any UIInteraction) {
    if let old = interaction.view, old !== self { old.removeInteraction(interaction) }
    guard !attachedInteractions.contains(where: { $0 === interaction }) else { return }
    interaction.willMove(to: self)
    attachedInteractions.append(interaction)
    interaction.didMove(to: self)
  }

  /// Detaches an interaction.
  public func removeInteraction(_ interaction: any UIInteraction) {
    guard attachedInteractions.contains(where: { $0 === interaction }) else { return }
    interaction.willMove(to: nil)
    attachedInteractions.removeAll { $0 === interaction }
    interaction.didMove(to: nil)
  }
}
