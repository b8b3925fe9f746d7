// Not seed code: how Showcase opens this seed's cell snippets.
import Tandem

/// Seed 003's cell configuration snippets, for Showcase.
@MainActor public final class CellConfigurationsSeed {
    private let controller = CellConfigurationsViewController()

    public init() {}

    /// The screen's controller.
    public var viewController: UIViewController { controller }

    /// The table showing one section per snippet.
    public var tableView: UITableView { controller.table }

    /// The sections, in order: title, chart, margins, background, separators, separator guide, state.
    public static let sectionCount = CellConfigurationsViewController.Snippet.allCases.count
}
