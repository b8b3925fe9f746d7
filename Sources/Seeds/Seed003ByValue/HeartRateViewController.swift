// Seed 003 (05:06), as written in the seed. The seed elides the initializer
// and where the hosting controller goes; the lines marked "Elided" fill them in with the session's embedding
// snippet (02:31): the controller starts at a value and embeds its hosting controller as a child.
import UIKit
import SwiftUI

class HeartRateViewController: UIViewController {
    let hostingController: UIHostingController< HeartRateView >
    var beatsPerMinute: Int {
        didSet { update() }
    }

    func update() {
        hostingController.rootView = HeartRateView(beatsPerMinute: beatsPerMinute)
    }

    // Elided
    init(beatsPerMinute: Int) {
        self.beatsPerMinute = beatsPerMinute
        self.hostingController = UIHostingController(rootView: HeartRateView(beatsPerMinute: beatsPerMinute))
        super.init(nibName: nil, bundle: nil)
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
