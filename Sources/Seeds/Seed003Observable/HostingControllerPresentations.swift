// Seed 003's presentation snippets (01:33 and 02:43), as written in the seed,
// each the body of a method of a UIViewController. The changes: the snippets' placeholder `HeartRateView()`
// ("a SwiftUI view") is the session's HeartRateView over the screen's model, `HeartRateView(data: data)`; and the
// popover gets the anchor UIKit requires on iPad (it traps without one), the line marked "Anchor".
import UIKit
import SwiftUI

extension UIViewController {
    // Presenting a UIHostingController
    func presentHeartRateModally(data: HeartData) {
        let heartRateView = HeartRateView(data: data) // a SwiftUI view
        let hostingController = UIHostingController(rootView: heartRateView)

        // Present the hosting controller modally
        self.present(hostingController, animated: true)
    }

    // Presenting UIHostingController as a popover
    func presentHeartRateAsPopover(data: HeartData, from sourceView: UIView) {
        let heartRateView = HeartRateView(data: data) // a SwiftUI view
        let hostingController = UIHostingController(rootView: heartRateView)

        // Enable automatic preferredContentSize updates on the hosting controller
        hostingController.sizingOptions = .preferredContentSize

        hostingController.modalPresentationStyle = .popover
        hostingController.popoverPresentationController?.sourceView = sourceView  // Anchor
        self.present(hostingController, animated: true)
    }
}
