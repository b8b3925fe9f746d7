import SwiftUI
import UIKit

/// The list of entries: a table with a title, an add button, and a detail screen for each entry.
public final class JournalViewController: UITableViewController {
  public private(set) var entries: [Entry]

  public init(entries: [Entry] = Entry.samples) {
    self.entries = entries
    super.init(style: .insetGrouped)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  public override func viewDidLoad() {
    super.viewDidLoad()
    title = "Journal"
    navigationController?.navigationBar.prefersLargeTitles = true
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .add, primaryAction: UIAction { [unowned self] _ in addEntry() })
    navigationItem.rightBarButtonItem?.accessibilityLabel = "New Entry"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "entry")
  }

  /// Adds an entry at the top.
  func addEntry() {
    let entry = Entry(id: (entries.map(\.id).max() ?? 0) + 1, title: "New entry", mood: "Hopeful")
    entries.insert(entry, at: 0)
    tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
  }

  public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    entries.count
  }

  public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "entry", for: indexPath)
    let entry = entries[indexPath.row]
    var content = UIListContentConfiguration.subtitleCell()
    content.text = entry.title
    content.secondaryText = entry.mood
    content.image = UIImage(systemName: "book.closed")
    cell.contentConfiguration = content
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let detail = UIHostingController(rootView: EntryView(entry: entries[indexPath.row]))
    detail.title = entries[indexPath.row].title
    navigationController?.pushViewController(detail, animated: true)
  }
}
