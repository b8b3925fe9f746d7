// Seed 003's cell snippets (11:02–17:25), each the body of a `cell.contentConfiguration =` or
// `cell.configurationUpdateHandler =` assignment as written, in a table with
// one section per snippet. The table around them is not seed code.
import UIKit
import SwiftUI
import Charts

class CellConfigurationsViewController: UIViewController, UITableViewDataSource {
    let table = UITableView(frame: .zero, style: .insetGrouped)

    enum Snippet: Int, CaseIterable {
        case title, chart, margins, background, separators, separatorGuide, state

        var header: String {
            switch self {
            case .title: return "A SwiftUI view in a cell (11:02)"
            case .chart: return "Stacks and a chart (13:25)"
            case .margins: return "Margins (14:37)"
            case .background: return "Background (15:16)"
            case .separators: return "Separators follow the text (16:00)"
            case .separatorGuide: return "alignmentGuide(.listRowSeparatorLeading)"
            case .state: return "Cell state (17:25): tap to select"
            }
        }
    }

    override func loadView() {
        table.dataSource = self
        view = table
    }

    func numberOfSections(in tableView: UITableView) -> Int { Snippet.allCases.count }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        Snippet(rawValue: section)?.header
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        switch Snippet(rawValue: section)! {
        case .separators, .separatorGuide, .state: return 2
        default: return 1
        }
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell()
        let conditions = ["Asthma", "Seasonal allergies"]
        switch Snippet(rawValue: indexPath.section)! {
        case .title:
            cell.contentConfiguration = UIHostingConfiguration {
                HeartRateTitleView()
            }
        case .chart:
            cell.contentConfiguration = UIHostingConfiguration {
                VStack(alignment: .leading) {
                    HeartRateTitleView()
                    Spacer()
                    HStack(alignment: .bottom) {
                        HeartRateBPMView()
                        Spacer()
                        Chart(heartRateSamples) { sample in
                            LineMark(x: .value("Time", sample.time),
                                     y: .value("BPM", sample.beatsPerMinute))
                               .symbol(Circle().strokeBorder(lineWidth: 2))
                               .foregroundStyle(.pink)
                        }
                    }
                }
            }
        case .margins:
            cell.contentConfiguration = UIHostingConfiguration {
                HeartRateBPMView()
            }
            .margins(.horizontal, 16)
        case .background:
            cell.contentConfiguration = UIHostingConfiguration {
               HeartTitleView()
            }
            .background(.pink)
        case .separators:
            cell.contentConfiguration = UIHostingConfiguration {
                ConditionRowView(text: conditions[indexPath.row])
            }
        case .separatorGuide:
            cell.contentConfiguration = UIHostingConfiguration {
                ConditionRowView(text: conditions[indexPath.row])
                    .alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }
            }
        case .state:
            cell.configurationUpdateHandler = { cell, state in
                cell.contentConfiguration = UIHostingConfiguration {
                  HStack {
                    HealthCategoryView()
                        Spacer()
                        if state.isSelected {
                            Image(systemName: "checkmark")
                        }
                    }
                }
            }
        }
        return cell
    }
}
