import Testing

@testable import TandemPort

/// Each rewrite on a small input: the text before and after, and what the report says.
@Suite struct RewriteTests {
  private func port(_ files: [String: String], connections: Bool = true) -> (
    texts: [String: String], changes: [PortChange]
  ) {
    let names = files.keys.sorted()
    let result = SourcePort.rewrite(texts: names.map { files[$0]! }, names: names, connections: connections)
    return (Dictionary(uniqueKeysWithValues: zip(names, result.texts)), result.changes)
  }

  @Test func applicationMainBecomesMain() {
    let (texts, changes) = port([
      "AppDelegate.swift":
        "import UIKit\n\n@UIApplicationMain\nclass AppDelegate: UIResponder, UIApplicationDelegate {\n}\n"
    ])
    #expect(
      texts["AppDelegate.swift"]
        == "import UIKit\n\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {\n}\n")
    #expect(changes.map(\.kind) == [.mainAttribute])
    #expect(changes.first?.line == 3)
  }

  @Test func objectiveCAttributesGoAndTheirLinesWithThem() {
    let before = """
      class Model: NSObject {
          @objc dynamic var count = 0
          @objc
          func reset() { count = 0 }
          @objc(resetAll) func resetAll() {}
      }

      """
    let after = """
      class Model: NSObject {
          var count = 0
          func reset() { count = 0 }
          func resetAll() {}
      }

      """
    let (texts, changes) = port(["Model.swift": before])
    #expect(texts["Model.swift"] == after)
    #expect(changes.filter { $0.kind == .objcAttribute }.map(\.line) == [2, 2, 3, 5])
  }

  @Test func outletsAndActionsAreConnectedThroughGeneratedMembers() {
    let before = """
      import UIKit

      class DetailViewController: UIViewController {
          @IBOutlet weak var titleLabel: UILabel!
          @IBOutlet var buttons: [UIButton]!
          @IBAction func save(_ sender: UIButton) {}
          @IBAction func close() {}
          @IBAction func share(sender: Any) {}
      }

      class SpecialDetailViewController: DetailViewController {
          @IBOutlet weak var badge: UIImageView?
      }

      """
    let (texts, changes) = port(["Detail.swift": before])
    let after = texts["Detail.swift"]!
    #expect(!after.contains("@IB"))
    #expect(after.contains("\n    weak var titleLabel: UILabel!\n"))
    #expect(after.contains("case \"titleLabel\": titleLabel = object as? UILabel"))
    #expect(after.contains("case \"buttons\": buttons = (buttons ?? []) + [object as! UIButton]"))
    #expect(after.contains("case \"save:\": return { [unowned self] sender, event in self.save(sender as! UIButton) }"))
    #expect(after.contains("case \"close\": return { [unowned self] sender, event in self.close() }"))
    #expect(
      after.contains(
        "case \"shareWithSender:\": return { [unowned self] sender, event in self.share(sender: sender as Any) }"))
    // The subclass overrides and falls back to its superclass's connections.
    #expect(after.contains("override func setOutlet(named name: String, to object: Any) -> Bool {"))
    #expect(after.contains("default: return super.setOutlet(named: name, to: object)"))
    #expect(changes.filter { $0.kind == .connections }.count == 2)
    #expect(changes.filter { $0.kind == .interfaceBuilderAttribute }.count == 6)
  }

  @Test func controlTargetActionBecomesAUIAction() {
    let before = """
      class Form: UIViewController {
          let button = UIButton()
          override func viewDidLoad() {
              button.addTarget(self, action: #selector(submit(_:)), for: .touchUpInside)
              button.addTarget(self, action: #selector(highlight), for: [.touchDown])
          }
          @objc func submit(_ sender: UIButton) {}
          @objc func highlight() {}
      }
      """
    let (texts, changes) = port(["Form.swift": before])
    let after = texts["Form.swift"]!
    #expect(
      after.contains(
        "button.addAction(UIAction { [weak self] action in self?.submit(action.sender as! UIButton) }, for: .touchUpInside)"
      ))
    #expect(after.contains("button.addAction(UIAction { [weak self] action in self?.highlight() }, for: [.touchDown])"))
    #expect(!after.contains("#selector"))
    #expect(changes.filter { $0.kind == .selectorToClosure }.map(\.line) == [4, 5])
  }

  @Test func gestureRecognizersTimersAndObserversTakeClosures() {
    let before = """
      class Board: UIViewController {
          var timer: Timer?
          override func viewDidLoad() {
              let tap = UITapGestureRecognizer(target: self, action: #selector(tapped(_:)))
              tap.addTarget(self, action: #selector(logTap))
              timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)
              NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
          }
          @objc func tapped(_ recognizer: UITapGestureRecognizer) {}
          @objc func logTap() {}
          @objc func tick(_ timer: Timer) {}
          @objc func keyboardWillShow(_ notification: Notification) {}
      }
      """
    let after = port(["Board.swift": before]).texts["Board.swift"]!
    #expect(
      after.contains(
        "let tap = UITapGestureRecognizer(handler: { [weak self] recognizer in self?.tapped(recognizer as! UITapGestureRecognizer) })"
      ))
    #expect(after.contains("tap.addTarget(handler: { [weak self] recognizer in self?.logTap() })"))
    #expect(
      after.contains(
        "timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] timer in MainActor.assumeIsolated { self?.tick(timer) } }"
      ))
    #expect(
      after.contains(
        "_ = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { [weak self] notification in MainActor.assumeIsolated { self?.keyboardWillShow(notification) } }"
      ))
  }

  @Test func barButtonItemsTakeAPrimaryAction() {
    let before = """
      class List: UIViewController {
          override func viewDidLoad() {
              navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add))
              navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Done", style: .done, target: self, action: #selector(done))
          }
          @objc func add() {}
          @objc func done() {}
      }
      """
    let after = port(["List.swift": before]).texts["List.swift"]!
    #expect(
      after.contains("UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] action in self?.add() })")
    )
    #expect(
      after.contains(
        "{ let item = UIBarButtonItem(title: \"Done\", primaryAction: UIAction { [weak self] action in self?.done() }); item.style = .done; return item }()"
      ))
  }

  @Test func overridesInExtensionsMoveIntoTheClassBody() {
    let controller = """
      class NotesViewController: UITableViewController {
          var notes: [String] = []
      }

      """
    let extensions = """
      extension NotesViewController {
          // How many rows.
          override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
              return notes.count
          }

          func helper() {}
      }

      """
    let (texts, changes) = port(["A.swift": controller, "B.swift": extensions])
    #expect(
      texts["A.swift"] == """
        class NotesViewController: UITableViewController {
            var notes: [String] = []

            // How many rows.
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                return notes.count
            }
        }

        """)
    #expect(texts["B.swift"] == "extension NotesViewController {\n\n    func helper() {}\n}\n")
    #expect(changes.filter { $0.kind == .overrideMoved }.map { "\($0.file):\($0.line)" } == ["B.swift:3"])
  }

  @Test func whatCannotBeRewrittenIsReportedWithItsLine() {
    let before = """
      @objc protocol Picking {
          @objc optional func picked()
      }
      class Screen: UIViewController {
          func setUp() {
              perform(#selector(refresh), with: nil, afterDelay: 1)
              timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(refresh), userInfo: "x", repeats: false)
              control.addTarget(self, action: #selector(elsewhere(_:)), for: .valueChanged)
          }
          @objc func refresh() {}
      }
      """
    let (texts, changes) = port(["Screen.swift": before])
    let needs = changes.filter { $0.kind == .needsPerson }
    #expect(needs.map(\.line) == [2, 6, 7, 8])
    #expect(needs[0].detail.contains("optional"))
    #expect(needs[2].detail.contains("userInfo"))
    #expect(needs[3].detail.contains("elsewhere"))
    // What could not be rewritten is left as it was.
    #expect(texts["Screen.swift"]!.contains("perform(#selector(refresh), with: nil, afterDelay: 1)"))
  }

  @Test func selectorsFollowObjectiveCNaming() {
    typealias Method = SourceIndex.Method
    #expect(objectiveCSelector(Method(name: "save", labels: [], parameterTypes: [])) == "save")
    #expect(objectiveCSelector(Method(name: "save", labels: ["_"], parameterTypes: ["Any"])) == "save:")
    #expect(objectiveCSelector(Method(name: "save", labels: ["sender"], parameterTypes: ["Any"])) == "saveWithSender:")
    #expect(
      objectiveCSelector(Method(name: "save", labels: ["_", "forEvent"], parameterTypes: ["Any", "UIEvent"]))
        == "save:forEvent:")
  }
}
