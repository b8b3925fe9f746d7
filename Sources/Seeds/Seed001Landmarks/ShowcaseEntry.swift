// Not seed code: how Showcase opens this seed (the tutorial's preview of the featured pages, in a hosting
// controller).
import Tandem

/// Seed 001's featured landmarks, for Showcase.
public enum LandmarksSeed {
    /// The PageView over the featured landmarks' cards, as the tutorial's category home shows it.
    @MainActor public static func makeFeaturedViewController() -> UIViewController {
        UIHostingController(
            rootView: VStack {
                PageView(pages: ModelData().features.map { FeatureCard(landmark: $0) })
                    .aspectRatio(3 / 2, contentMode: .fit)
                Spacer()
            })
    }
}
