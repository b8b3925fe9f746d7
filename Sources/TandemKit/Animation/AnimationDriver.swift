import Foundation
import TandemPlatform

/// The one animation driver beside the frame clock, for UIKit and SwiftUI alike: it runs tracks — one animatable
/// attribute set of one target moving from its presented value to its model value on a timing curve — frame by
/// frame in the commit's tick phase, and settles groups of tracks started together (their shared completion,
/// pausing, scrubbing and stopping, as `UIViewPropertyAnimator` does). A framework makes a track with a closure
/// that presents the interpolated value for a progress, and one that settles the target where the track stops.
@MainActor package final class AnimationDriver {
  /// Tracks started by one call, sharing a completion.
  package final class Group {
    package internal(set) var remaining = 0
    var completion: ((Bool) -> Void)?
    var finishedAll = true
    var done = false
    package init(completion: ((Bool) -> Void)?) { self.completion = completion }

    func trackEnded(finished: Bool) {
      remaining -= 1
      if !finished { finishedAll = false }
      if remaining <= 0 { complete() }
    }

    /// Runs the completion (once).
    package func complete() {
      guard !done else { return }
      done = true
      completion?(finishedAll)
    }

    /// Ends the group without running its completion.
    package func cancel() { done = true }
  }

  /// What a track animates: a target object and which of its attributes (a later track for the same key takes
  /// over from an earlier one).
  package struct Key: Hashable {
    package let target: ObjectIdentifier
    package let attributes: String
    package init(target: AnyObject, attributes: String) {
      self.target = ObjectIdentifier(target)
      self.attributes = attributes
    }
  }

  /// One running animation.
  package struct Track {
    /// The animated target (the track ends unfinished when it goes away).
    package weak var target: AnyObject?
    package var start: Double
    package var duration: Double
    package var curve: TimingCurve
    /// Presents the target at a progress along the curve (0 at the start, 1 at the end; springs overshoot).
    package let present: (Double) -> Void
    /// Settles the target when the track stops early (end: its model value, start: where it began, current:
    /// where it shows now).
    package let settle: (UIViewAnimatingPosition) -> Void
    /// Called when the track ran to its end: the target shows its model value again.
    package let finish: () -> Void
    package let group: Group
    /// Set while paused: the elapsed fraction frozen.
    var pausedFraction: Double?

    package init(
      target: AnyObject, start: Double, duration: Double, curve: TimingCurve, group: Group,
      present: @escaping (Double) -> Void, settle: @escaping (UIViewAnimatingPosition) -> Void,
      finish: @escaping () -> Void
    ) {
      self.target = target
      self.start = start
      self.duration = max(duration, 1e-6)
      self.curve = curve
      self.group = group
      self.present = present
      self.settle = settle
      self.finish = finish
    }

    /// The track's progress along its curve at an elapsed fraction.
    func progress(atFraction fraction: Double) -> Double { curve.progress(fraction) }
  }

  private var tracks: [Key: Track] = [:]
  private var clockObserver: Int?
  /// Frames delivered to tracks (for tests).
  package private(set) var framesDriven = 0

  package init() {}

  private var clock: FrameClock { UIApplication.shared.output.clock }

  /// Whether any track runs.
  package var isAnimating: Bool { !tracks.isEmpty }
  /// How many tracks run.
  package var runningCount: Int { tracks.count }

  /// Starts a track, presenting its start at once; a track running for the same key ends unfinished.
  package func add(_ track: Track, for key: Key) {
    if let previous = tracks[key] { previous.group.trackEnded(finished: false) }
    tracks[key] = track
    track.group.remaining += 1
    track.present(track.progress(atFraction: 0))
    ensureObserving()
  }

  /// Ends the track running for a key, presenting nothing more (its group counts it unfinished).
  package func endTrack(for key: Key) {
    guard let track = tracks.removeValue(forKey: key) else { return }
    track.group.trackEnded(finished: false)
  }

  private func ensureObserving() {
    guard clockObserver == nil else { return }
    clockObserver = clock.addObserver { [weak self] time in self?.tick(time) }
    UIApplication.shared.frameDriverNeeded()
  }

  /// Advances every track to `time` (the commit's tick phase).
  package func tick(_ time: Double) {
    framesDriven += 1
    for (key, track) in tracks {
      guard track.target != nil else {
        tracks[key] = nil
        track.group.trackEnded(finished: false)
        continue
      }
      if let paused = track.pausedFraction {
        track.present(track.progress(atFraction: paused))
        continue
      }
      let fraction = (time - track.start) / track.duration
      if fraction >= 1 {
        tracks[key] = nil
        track.finish()
        track.group.trackEnded(finished: true)
      } else {
        track.present(track.progress(atFraction: max(fraction, 0)))
      }
    }
    if tracks.isEmpty, let observer = clockObserver {
      clock.removeObserver(observer)
      clockObserver = nil
    }
    UIApplication.shared.requestCommit()
  }

  // MARK: Groups

  private func keys(of group: Group) -> [Key] { tracks.filter { $0.value.group === group }.map(\.key) }

  /// Freezes a group's tracks at their current fraction.
  package func pause(_ group: Group) {
    let now = clock.now
    for key in keys(of: group) {
      guard var track = tracks[key], track.pausedFraction == nil else { continue }
      track.pausedFraction = min(max((now - track.start) / track.duration, 0), 1)
      tracks[key] = track
    }
  }

  /// Continues a paused group from its frozen fraction.
  package func resume(_ group: Group) {
    let now = clock.now
    for key in keys(of: group) {
      guard var track = tracks[key], let fraction = track.pausedFraction else { continue }
      track.start = now - fraction * track.duration
      track.pausedFraction = nil
      tracks[key] = track
    }
    ensureObserving()
  }

  /// The elapsed fraction of a group (its first track's).
  package func fraction(of group: Group) -> Double {
    guard let track = keys(of: group).first.flatMap({ tracks[$0] }) else { return 0 }
    return track.pausedFraction ?? min(max((clock.now - track.start) / track.duration, 0), 1)
  }

  /// Sets a paused group's fraction, presenting it.
  package func setFraction(_ fraction: Double, of group: Group) {
    for key in keys(of: group) {
      guard var track = tracks[key] else { continue }
      track.pausedFraction = fraction
      tracks[key] = track
      track.present(track.progress(atFraction: fraction))
    }
  }

  /// Ends a group's tracks, leaving each target at a position; the completion runs when asked.
  package func stop(_ group: Group, at position: UIViewAnimatingPosition, callCompletion: Bool) {
    for key in keys(of: group) {
      guard let track = tracks.removeValue(forKey: key), track.target != nil else { continue }
      track.settle(position)
    }
    if callCompletion { group.complete() } else { group.cancel() }
    UIApplication.shared.requestCommit()
  }
}
