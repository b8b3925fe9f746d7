// Not seed code: Showcase's heart rate screen. The seed's cells (HeartRateTitleView, HeartRateBPMView,
// HeartRateChartView, the checkmark, the detail popover) over a diffable data source of the samples' stable ids,
// so Delete removes that sample by its id as WWDC22 recommends (16:32) — the seed's handler only prints — and the
// title's tap raises the BPM of the sample with that id.
import UIKit
import SwiftUI

final class ShowcaseHeartRateViewController: UIViewController, UITableViewDelegate {
    private(set) var samples: [HeartData]
    let table = UITableView()
    private var dataSource: UITableViewDiffableDataSource<Int, HeartData.ID>!

    init(samples: [HeartData]) {
        self.samples = samples
        super.init(nibName: nil, bundle: nil)
        title = "Heart Rate"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        view = table
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        table.delegate = self
        dataSource = UITableViewDiffableDataSource(tableView: table) { [unowned self] _, _, id in
            self.makeCell(for: id)
        }
        applySnapshot(animated: false)
    }

    func sample(withID id: HeartData.ID) -> HeartData? {
        samples.first { $0.id == id }
    }

    /// Removes the sample with this id, wherever it now is.
    func delete(_ id: HeartData.ID) {
        samples.removeAll { $0.id == id }
        applySnapshot(animated: true)
    }

    private func applySnapshot(animated: Bool) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, HeartData.ID>()
        snapshot.appendSections([0])
        snapshot.appendItems(samples.map(\.id))
        dataSource.apply(snapshot, animatingDifferences: animated)
    }

    private func makeCell(for id: HeartData.ID) -> UITableViewCell {
        let cell = UITableViewCell()
        cell.configurationUpdateHandler = { [unowned self] cell, state in
            guard let data = self.sample(withID: id) else { return }
            cell.contentConfiguration = UIHostingConfiguration {
                HStack {
                    VStack(alignment: .leading) {
                        HeartRateTitleView()
                            .onTapGesture { data.bpm += 1 }
                        Spacer()
                        HStack(alignment: .bottom) {
                            HeartRateBPMView(heartData: data)
                            Spacer()
                            HeartRateChartView(heartData: data)
                        }
                    }
                    if state.isSelected {
                        VStack {
                            Spacer()
                            Image(systemName: "checkmark")
                            Spacer()
                        }
                    }
                }
                .swipeActions(edge: .trailing) {
                    Button(role: .destructive) {
                        self.delete(id)
                    } label: {
                        Label("Delete", systemImage: "trash")
                    }
                }
                .onTapGesture { [weak cell] in
                    self.openDetailView(heartData: data, from: cell)
                }
            }
        }
        return cell
    }

    /// The seed's detail popover, anchored at the tapped cell (a real popover on iPad, a sheet on iPhone).
    private func openDetailView(heartData: HeartData, from cell: UITableViewCell?) {
        let hostingController = UIHostingController(rootView: HeartRateDetailView(data: heartData))
        hostingController.sizingOptions = .preferredContentSize
        hostingController.modalPresentationStyle = .popover
        hostingController.popoverPresentationController?.sourceView = cell
        present(hostingController, animated: true)
    }
}
