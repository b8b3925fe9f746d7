import Foundation

/// Every failing (or newly recorded) snapshot of this test run on one HTML page: the golden, the snapshot and their
/// difference side by side, with an overlay slider and an onion skin for images and a line diff for text. The page
/// is written again after each failure, so it is complete whenever the run stops; each failure message names it.
///
/// It is `TANDEM_SNAPSHOT_REPORT` when set, else `.build/tandem-snapshots/report.html` in the package the tests
/// belong to (found from the test file's path), else in the temporary directory. Images are embedded, so the page
/// stays right after goldens are re-recorded.
public enum SnapshotReport {
  /// One entry of the page.
  struct Entry {
    enum Content {
      case image(golden: Data?, snapshot: Data, difference: Data?)
      case text(golden: String?, snapshot: String)
      case other
    }
    var test: String
    var location: String
    var title: String
    var message: String
    var content: Content
  }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var entries: [Entry] = []
  nonisolated(unsafe) private static var page: URL?

  /// Where this run's page is (or will be) written, for tests under `filePath`.
  public static func location(near filePath: String) -> URL {
    if let path = ProcessInfo.processInfo.environment["TANDEM_SNAPSHOT_REPORT"], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while folder.pathComponents.count > 1 {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
        return folder.appendingPathComponent(".build/tandem-snapshots/report.html")
      }
      folder.deleteLastPathComponent()
    }
    return FileManager.default.temporaryDirectory.appendingPathComponent("tandem-snapshots/report.html")
  }

  /// Adds an entry and writes the page; returns its location.
  @discardableResult
  static func add(_ entry: Entry, near filePath: String) -> URL {
    lock.withLock {
      let url = page ?? location(near: filePath)
      page = url
      entries.append(entry)
      try? FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? Data(html(entries).utf8).write(to: url, options: .atomic)
      return url
    }
  }

  /// The page for some entries.
  static func html(_ entries: [Entry]) -> String {
    var body = ""
    for (index, entry) in entries.enumerated() {
      body += "<section class=\"failure\" id=\"f\(index)\">\n"
      body +=
        "<h2>\(escape(entry.title))</h2>\n<p class=\"where\">\(escape(entry.test)) · \(escape(entry.location))</p>\n"
      body += "<pre class=\"message\">\(escape(entry.message))</pre>\n"
      switch entry.content {
      case .image(let golden, let snapshot, let difference):
        let goldenURI = golden.map(dataURI)
        let snapshotURI = dataURI(snapshot)
        body += "<div class=\"panels\">\n"
        body += figure("Golden", goldenURI)
        body += figure("Snapshot", snapshotURI)
        body += figure("Difference", difference.map(dataURI))
        if let goldenURI {
          body += """
            <figure class="compare" data-mode="slider"><figcaption>Compare \
            <span class="modes"><button class="on" data-mode="slider">Slider</button><button data-mode="onion">Onion skin</button></span></figcaption>
            <div class="stage"><img class="under" src="\(goldenURI)" alt="golden"><img class="over" src="\(snapshotURI)" alt="snapshot" style="clip-path: inset(0 50% 0 0)"></div>
            <input type="range" min="0" max="100" value="50" aria-label="reveal the snapshot over the golden">
            <p class="legend">left of the line: the snapshot · right: the golden</p>
            </figure>

            """
        }
        body += "</div>\n"
      case .text(let golden, let snapshot):
        body += "<pre class=\"diff\">"
        for line in LineDiff.lines(golden ?? "", snapshot) {
          switch line {
          case .same(let text): body += "<span class=\"same\">  \(escape(text))</span>"
          case .removed(let text): body += "<span class=\"removed\">- \(escape(text))</span>"
          case .added(let text): body += "<span class=\"added\">+ \(escape(text))</span>"
          }
        }
        body += "</pre>\n"
      case .other:
        break
      }
      body += "</section>\n"
    }
    let count = entries.count
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>Snapshot report — \(count) \(count == 1 ? "failure" : "failures")</title>
      <style>
      body { font: 14px/1.4 -apple-system, "Inter", "Noto Sans", sans-serif; margin: 24px; color: #1c1c1e; background: #f2f2f7; }
      h1 { font-size: 22px; margin: 0 0 16px; }
      section.failure { background: #fff; border-radius: 12px; padding: 16px 20px; margin: 0 0 20px; box-shadow: 0 1px 3px rgba(0,0,0,.08); }
      h2 { font-size: 17px; margin: 0; }
      .where { color: #6c6c70; margin: 2px 0 10px; }
      pre.message { white-space: pre-wrap; background: #f2f2f7; padding: 8px 10px; border-radius: 8px; font-size: 12px; }
      .panels { display: flex; gap: 16px; flex-wrap: wrap; }
      figure { margin: 0; }
      figcaption { font-weight: 600; margin-bottom: 4px; }
      .panels img { width: 200px; border: 1px solid #d1d1d6; border-radius: 6px; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0/16px 16px; }
      .missing { width: 200px; height: 120px; display: flex; align-items: center; justify-content: center; border: 1px dashed #c7c7cc; border-radius: 6px; color: #8e8e93; }
      .modes { margin-left: 6px; }
      .modes button { font: inherit; font-size: 12px; font-weight: 400; border: 1px solid #007aff; background: #fff; color: #007aff; padding: 1px 8px; border-radius: 6px; cursor: pointer; }
      .modes button.on { background: #007aff; color: #fff; }
      .stage { position: relative; width: 200px; border: 1px solid #d1d1d6; border-radius: 6px; overflow: hidden; }
      .stage img { display: block; width: 100%; }
      .stage img.over { position: absolute; left: 0; top: 0; }
      .compare input[type=range] { width: 200px; margin: 6px 0 0; }
      .legend { color: #6c6c70; font-size: 12px; margin: 2px 0 0; }
      pre.diff { background: #f9f9fb; padding: 8px 0; border-radius: 8px; font-size: 12px; overflow-x: auto; }
      pre.diff span { display: block; padding: 0 10px; }
      pre.diff .removed { background: #ffe5e5; color: #a1001f; }
      pre.diff .added { background: #e3f6e5; color: #0a6b1f; }
      pre.diff .same { color: #48484a; }
      </style>
      </head>
      <body>
      <h1>\(count) snapshot \(count == 1 ? "failure" : "failures")</h1>
      \(body)<script>
      for (const compare of document.querySelectorAll('.compare')) {
        const over = compare.querySelector('img.over');
        const range = compare.querySelector('input[type=range]');
        const legend = compare.querySelector('.legend');
        const update = () => {
          const value = Number(range.value);
          if (compare.dataset.mode === 'slider') {
            over.style.opacity = 1;
            over.style.clipPath = 'inset(0 ' + (100 - value) + '% 0 0)';
            legend.textContent = 'left of the line: the snapshot · right: the golden';
          } else {
            over.style.clipPath = 'none';
            over.style.opacity = value / 100;
            legend.textContent = 'the snapshot at ' + value + ' % over the golden';
          }
        };
        for (const button of compare.querySelectorAll('.modes button')) {
          button.addEventListener('click', () => {
            compare.dataset.mode = button.dataset.mode;
            for (const other of compare.querySelectorAll('.modes button')) other.classList.toggle('on', other === button);
            update();
          });
        }
        range.addEventListener('input', update);
        update();
      }
      </script>
      </body>
      </html>

      """
  }

  private static func figure(_ caption: String, _ uri: String?) -> String {
    guard let uri else {
      return "<figure><figcaption>\(caption)</figcaption><div class=\"missing\">none</div></figure>\n"
    }
    return "<figure><figcaption>\(caption)</figcaption><img src=\"\(uri)\" alt=\"\(caption.lowercased())\"></figure>\n"
  }

  private static func dataURI(_ png: Data) -> String { "data:image/png;base64," + png.base64EncodedString() }

  /// Text made safe inside HTML.
  static func escape(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.append(character)
      }
    }
    return out
  }
}
