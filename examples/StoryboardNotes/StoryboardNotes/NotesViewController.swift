import SwiftUI
import UIKit

class NotesViewController: UITableViewController {

    let store = NoteStore.shared

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addNote))
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "About", style: .plain, target: self, action: #selector(showAbout))
        NotificationCenter.default.addObserver(self, selector: #selector(notesDidChange(_:)), name: .notesDidChange, object: store)
    }

    @objc func addNote() {
        store.add(Note(title: "New Note", body: "Written on \(store.notes.count + 1) pages."))
    }

    @objc func showAbout() {
        let about = UIHostingController(rootView: AboutView(noteCount: store.notes.count))
        present(about, animated: true)
    }

    @objc func notesDidChange(_ notification: Notification) {
        tableView.reloadData()
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "showNote",
              let detail = segue.destination as? NoteDetailViewController,
              let cell = sender as? UITableViewCell,
              let indexPath = tableView.indexPath(for: cell) else { return }
        detail.noteIndex = indexPath.row
    }
}

// MARK: - UITableViewDataSource

extension NotesViewController {

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return store.notes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "NoteCell", for: indexPath)
        let note = store.notes[indexPath.row]
        cell.textLabel?.text = note.isFavorite ? "★ " + note.title : note.title
        cell.detailTextLabel?.text = note.body
        return cell
    }
}
