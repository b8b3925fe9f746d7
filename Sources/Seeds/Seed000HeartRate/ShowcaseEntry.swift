// Not seed code: how Showcase opens this seed's screens.
import Tandem

/// Seed 000's heart rate table, for Showcase.
@MainActor public final class HeartRateSeed {
    private let controller: ShowcaseHeartRateViewController

    /// The screen over fresh copies of the seed's `heartDataSamples`.
    public init() {
        controller = ShowcaseHeartRateViewController(
            samples: heartDataSamples.map { HeartData(chartData: $0.chartData, bpm: $0.bpm) })
    }

    /// The screen's controller.
    public var viewController: UIViewController { controller }

    /// The table listing the samples.
    public var tableView: UITableView { controller.table }

    /// The samples' BPMs, in order.
    public var beatsPerMinute: [Int] { controller.samples.map(\.bpm) }

    /// The samples' stable ids, in order.
    public var ids: [UUID] { controller.samples.map(\.id) }

    /// The seed's table as written (its Delete only prints), over the seed's global samples.
    public static func makeSeedViewController() -> UIViewController { HeartRateViewController() }
}
