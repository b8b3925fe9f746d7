// Not seed code: how Showcase opens this seed's screen.
import Tandem

/// Seed 004's lesson screen, for Showcase.
public enum RepresentablesSeed {
    /// The lesson's view in a hosting controller (so its sheets and the picker present from the controller).
    @MainActor public static func makeViewController() -> UIViewController {
        UIHostingController(rootView: UIViewControllerRepresentableBootCamp())
    }
}
