// Seed 000, as written in the seed.
import UIKit
import SwiftUI

@available(iOS 16.0, *)
class HeartRateViewController: UIViewController {
    let hostingController: UIHostingController<HeartRateView> = UIHostingController(rootView: HeartRateView(beatsPerMinute: 0))
    
    var beatsPerMinute: Int = 0 {
        didSet {
            update()
        }
    }
    
    override func viewDidAppear(_ animated: Bool) {
        self.openSwiftUIView()
    }
    
    func update() {
        hostingController.rootView = HeartRateView(beatsPerMinute: beatsPerMinute)
    }
    
 	private func openSwiftUIView() {
        hostingController.sizingOptions = .preferredContentSize
        hostingController.modalPresentationStyle = .popover
        self.present(hostingController, animated: true)
    }
}
