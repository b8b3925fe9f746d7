// Not seed code: how Showcase opens the medical conditions screen.
import Tandem

/// Seed 002/003's medical conditions, for Showcase.
@MainActor public final class MedicalConditionsSeed {
    private let controller: MedicalConditionsViewController

    /// A screen listing conditions with these texts.
    public init(conditions: [String]) {
        controller = MedicalConditionsViewController(conditions: conditions.map { MedicalCondition(text: $0) })
    }

    /// The screen's controller.
    public var viewController: UIViewController { controller }

    /// The conditions' texts, in order (the model the cells edit).
    public var texts: [String] { controller.conditions.map(\.text) }

    /// Sets a condition's text from outside the list (as a model update arriving elsewhere would).
    public func setText(_ text: String, at index: Int) {
        controller.conditions[index].text = text
    }

    /// The collection view the screen lists the conditions in.
    public var collectionView: UICollectionView { controller.collectionView }
}
