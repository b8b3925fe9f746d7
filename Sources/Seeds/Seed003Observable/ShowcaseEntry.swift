// Not seed code: how Showcase opens this seed's controller and presentations.
import Tandem

/// Seed 003's ObservableObject heart rate, for Showcase: the model, its controller and its presentations.
@MainActor public final class ObservableHeartRateSeed {
    private let data: HeartData
    private let controller: HeartRateViewController

    public init(beatsPerMinute: Int) {
        data = HeartData(beatsPerMinute: beatsPerMinute)
        controller = HeartRateViewController(data: data)
    }

    /// The seed's controller, embedding its hosting controller as a child.
    public var viewController: UIViewController { controller }

    /// The model's published BPM; setting it updates every HeartRateView over the model by itself.
    public var beatsPerMinute: Int {
        get { data.beatsPerMinute }
        set { data.beatsPerMinute = newValue }
    }

    /// Presents the model's HeartRateView from `presenter` modally (the seed's 01:33 snippet).
    public func presentModally(from presenter: UIViewController) {
        presenter.presentHeartRateModally(data: data)
    }

    /// Presents the model's HeartRateView from `presenter` as a popover sized to its content, pointing at
    /// `sourceView` (02:43).
    public func presentAsPopover(from presenter: UIViewController, pointingAt sourceView: UIView) {
        presenter.presentHeartRateAsPopover(data: data, from: sourceView)
    }
}
