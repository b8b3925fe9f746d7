import UIKit

class NoteDetailViewController: UIViewController {

    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var bodyLabel: UILabel!
    @IBOutlet weak var favoriteButton: UIButton!

    var store = NoteStore.shared
    var noteIndex = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.textColor = UIColor(named: "NoteTint")
        show(store.notes[noteIndex])
    }

    private func show(_ note: Note) {
        titleLabel.text = note.title
        bodyLabel.text = note.body
        favoriteButton.setTitle(note.isFavorite ? "Unfavorite" : "Favorite", for: .normal)
    }

    @IBAction func toggleFavorite(_ sender: UIButton) {
        store.toggleFavorite(at: noteIndex)
        show(store.notes[noteIndex])
    }
}
