import Seed000HeartRate
import Seed000Hello
import Seed001Landmarks
import Seed003Cells
import Seed003MedicalConditions
import Seed004Representables
import Tandem

/// The Showcase app: a navigation controller over the main menu, opening one screen per topic. It keeps the
/// screen last opened for each topic, so tests and the headless renderer can read the models behind them.
@MainActor public final class Showcase {
  /// The app's root: the main menu, with the open screen pushed on it.
  public let navigationController: UINavigationController
  /// The heart rate screen last opened.
  public private(set) var heartRate: HeartRateSeed?
  /// The medical conditions screen last opened.
  public private(set) var medicalConditions: MedicalConditionsSeed?
  /// The cell configurations screen last opened.
  public private(set) var cellConfigurations: CellConfigurationsSeed?
  /// The hosting controllers screen last opened.
  public private(set) var hostingControllers: UIViewController?

  /// The conditions the medical conditions screen starts with.
  public static let sampleConditions = ["Seasonal allergies", "Asthma", "Migraine", "Lactose intolerance"]

  public init() {
    ShowcasePhotos.installIfNeeded()
    navigationController = UINavigationController()
    navigationController.navigationBar.prefersLargeTitles = true
    let menu = MainMenuViewController(topics: ShowcaseTopic.allCases) { [unowned self] topic in
      self.makeScreen(topic)
    }
    navigationController.viewControllers = [menu]
  }

  /// The screen for a topic, made fresh.
  public func makeScreen(_ topic: ShowcaseTopic) -> UIViewController {
    let screen: UIViewController
    switch topic {
    case .heartRate:
      let seed = HeartRateSeed()
      heartRate = seed
      screen = seed.viewController
    case .cellConfigurations:
      let seed = CellConfigurationsSeed()
      cellConfigurations = seed
      screen = seed.viewController
    case .hostingControllers:
      screen = HostingControllersViewController()
      hostingControllers = screen
    case .medicalConditions:
      let seed = MedicalConditionsSeed(conditions: Self.sampleConditions)
      medicalConditions = seed
      screen = seed.viewController
    case .landmarks: screen = LandmarksSeed.makeFeaturedViewController()
    case .representables: screen = RepresentablesSeed.makeViewController()
    case .sayHello: screen = SayHelloSeed.makeViewController()
    case .heartRateAsWritten: screen = HeartRateSeed.makeSeedViewController()
    case .trailSettings: screen = UIHostingController(rootView: TrailSettingsView())
    case .fieldNotes: screen = FieldNotesLauncherViewController()
    case .motionAndDrawing: screen = UIHostingController(rootView: MotionAndDrawingView())
    }
    screen.title = topic.title
    screen.navigationItem.largeTitleDisplayMode = .never
    return screen
  }
}
