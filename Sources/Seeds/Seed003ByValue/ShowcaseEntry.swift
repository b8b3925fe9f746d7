// Not seed code: how Showcase opens this seed's controller.
import Tandem

/// Seed 003's by-value heart rate, for Showcase.
@MainActor public final class ByValueHeartRateSeed {
    private let controller: HeartRateViewController

    public init(beatsPerMinute: Int) {
        controller = HeartRateViewController(beatsPerMinute: beatsPerMinute)
    }

    /// The seed's controller, embedding its hosting controller as a child.
    public var viewController: UIViewController { controller }

    /// The controller's property; setting it assigns a new root view by hand, as the seed does.
    public var beatsPerMinute: Int {
        get { controller.beatsPerMinute }
        set { controller.beatsPerMinute = newValue }
    }
}
