// Seed 003 (08:30), as written in the seed. The seed elides `super.init`,
// `init(coder:)` and where the hosting controller goes; the lines marked "Elided" fill them in with the session's
// embedding snippet (02:31).
import UIKit
import SwiftUI

class HeartRateViewController: UIViewController {
    let data: HeartData
    let hostingController: UIHostingController<HeartRateView>

    init(data: HeartData) {
        self.data = data
        let heartRateView = HeartRateView(data: data)
        self.hostingController = UIHostingController(rootView: heartRateView)
        super.init(nibName: nil, bundle: nil)  // Elided
    }

    // Elided
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // Elided: the embedding snippet (02:31).
    override func viewDidLoad() {
        super.viewDidLoad()
        self.addChild(hostingController)
        self.view.addSubview(hostingController.view)
        hostingController.didMove(toParent: self)
        hostingController.view.frame = view.bounds
        hostingController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }
}
