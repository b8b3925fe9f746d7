// Seed 000's HeartRateViewController, assembled from the seed's snippets in the order it adds them (swipe actions,
// the title's tap, the selection checkmark in configurationUpdateHandler, the detail popover). The one change: the
// storyboard outlet `@IBOutlet weak var table: UITableView!` is a table made in code (`loadView`).
import UIKit
import SwiftUI

@available(iOS 16.0, *)
class HeartRateViewController: UIViewController {
    
    // Tandem: was `@IBOutlet weak var table: UITableView!` connected in the storyboard.
    var table: UITableView! = UITableView()
    
    override func loadView() {
        table.dataSource = self
        view = table
    }
    
    override func viewDidLoad() {
        super.viewDidLoad()
    }
    
    private func deleteHandler() {
        print("delete")
    }
    
    private func openDetailView(heartData: HeartData) {
        let hostingController: UIHostingController<HeartRateDetailView> = UIHostingController(rootView: HeartRateDetailView(data: heartData))
        hostingController.sizingOptions = .preferredContentSize
        hostingController.modalPresentationStyle = .popover
        self.present(hostingController, animated: true)
    }
}

@available(iOS 16.0, *)
extension HeartRateViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return heartDataSamples.count
    }
    
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell()
        cell.configurationUpdateHandler = { cell, state in
            cell.contentConfiguration = UIHostingConfiguration {
                HStack {
                    VStack(alignment: .leading) {
                        HeartRateTitleView()
                            .onTapGesture {
                                heartDataSamples[indexPath.row].bpm += 1
                            }
                        Spacer()
                        HStack(alignment: .bottom) {
                            HeartRateBPMView(heartData:heartDataSamples[indexPath.row])
                            Spacer()
                            HeartRateChartView(heartData:heartDataSamples[indexPath.row])
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
                    Button(role: .destructive, action: self.deleteHandler) {
                        Label("Delete", systemImage: "trash")
                    }
                }
                .onTapGesture {
                    self.openDetailView(heartData: heartDataSamples[indexPath.row])
                }
            }
        }
        
        return cell
    }
}
