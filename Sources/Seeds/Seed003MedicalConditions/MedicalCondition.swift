// Seed 003 (22:48), as written in the seed. The seed elides the initializer
// (marked "Elided").
import Combine
import Foundation

class MedicalCondition: Identifiable, ObservableObject {
    let id: UUID

    @Published var text: String

    // Elided
    init(id: UUID = UUID(), text: String) {
        self.id = id
        self.text = text
    }
}
