// Seed 001: the Landmarks tutorial's model, reduced to the fields the featured page uses; `featureImage` is the
// seed's, as written.
import Foundation
import SwiftUI

struct Landmark: Hashable, Identifiable {
    var id: Int
    var name: String
    var park: String
    var imageName: String
    var isFeatured: Bool

    var featureImage: Image? {
        isFeatured ? Image(imageName + "_feature") : nil
    }
}
