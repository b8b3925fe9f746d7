// Not in the seed as code: the session describes this screen (18:41–23:47) without listing it. A collection-view
// list of MedicalCondition cells made with UIHostingConfiguration, whose diffable data source holds only the
// conditions' identifiers: inserting and deleting apply snapshots; edits to a condition go straight from the model
// to its cell's SwiftUI view (and from the TextField to the model), never through the data source; a cell resizes
// itself when its content changes. Swipe actions act on the stable identifier, never an index path (16:32).
import UIKit
import SwiftUI

class MedicalConditionsViewController: UIViewController {
    private(set) var conditions: [MedicalCondition]
    private(set) var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, MedicalCondition.ID>!

    init(conditions: [MedicalCondition]) {
        self.conditions = conditions
        super.init(nibName: nil, bundle: nil)
        title = "Conditions"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)

        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, MedicalCondition.ID> {
            [unowned self] cell, _, id in
            guard let condition = self.condition(withID: id) else { return }
            cell.accessories = [.delete()]
            cell.configurationUpdateHandler = { cell, state in
                cell.contentConfiguration = UIHostingConfiguration {
                    Group {
                        if state.isEditing {
                            MedicalConditionView(condition: condition)
                        } else {
                            ConditionSummaryView(condition: condition)
                        }
                    }
                    .swipeActions(edge: .trailing) {
                        Button(role: .destructive) {
                            self.delete(id)
                        } label: {
                            Label("Delete", systemImage: "trash")
                        }
                    }
                }
            }
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, id in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: id)
        }
        navigationItem.rightBarButtonItems = [
            editButtonItem,
            UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [unowned self] _ in
                self.add(MedicalCondition(text: ""))
            }),
        ]
        applySnapshot(animated: false)
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        collectionView.isEditing = editing
    }

    func condition(withID id: MedicalCondition.ID) -> MedicalCondition? {
        conditions.first { $0.id == id }
    }

    /// Adds a condition at the end: the collection changes, so a new snapshot is applied.
    func add(_ condition: MedicalCondition) {
        conditions.append(condition)
        applySnapshot(animated: true)
    }

    /// Deletes the condition with this identifier, wherever it now is.
    func delete(_ id: MedicalCondition.ID) {
        conditions.removeAll { $0.id == id }
        applySnapshot(animated: true)
    }

    private func applySnapshot(animated: Bool) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, MedicalCondition.ID>()
        snapshot.appendSections([0])
        snapshot.appendItems(conditions.map(\.id))
        dataSource.apply(snapshot, animatingDifferences: animated)
    }
}

/// The session's first, read-only MedicalConditionView ("for now it is read-only", 23:30): the condition's text,
/// wrapping over as many lines as it needs, so the cell grows and shrinks with it. Shown outside editing mode.
struct ConditionSummaryView: View {
    @ObservedObject var condition: MedicalCondition

    var body: some View {
        HStack {
            Text(condition.text)
            Spacer()
        }
    }
}
