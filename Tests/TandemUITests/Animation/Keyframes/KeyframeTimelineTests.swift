import Foundation
import SwiftUI
import Testing

/// Keyframes laid out in time: each kind of keyframe's motion, tracks of a value's properties played together,
/// each holding its last keyframe once done.
struct KeyframeTimelineTests {
  struct Values {
    var scale = 1.0
    var offset = CGSize.zero
    var angle = Angle.zero
  }

  @Test func aLinearKeyframeInterpolatesOverItsDurationAndHolds() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(100.0, duration: 1)
    }
    #expect(timeline.duration == 1)
    #expect(timeline.value(time: 0) == 0)
    #expect(timeline.value(time: 0.5) == 50)
    #expect(timeline.value(progress: 0.25) == 25)
    #expect(timeline.value(time: 3) == 100)
  }

  @Test func keyframesFollowOneAnotherFromWhereThePreviousEnded() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(10.0, duration: 1)
      MoveKeyframe(50.0)
      LinearKeyframe(30.0, duration: 2, timingCurve: .easeInOut)
    }
    #expect(timeline.duration == 3)
    #expect(timeline.value(time: 0.5) == 5)
    #expect(timeline.value(time: 1) == 50, "the move jumps at once")
    #expect(abs(timeline.value(time: 2) - 40) < 1e-6, "half-way along an ease-in-out is half the distance")
    #expect(timeline.value(time: 2.5) > 30 && timeline.value(time: 2.5) < 35)
  }

  @Test func tracksAnimateTheirPropertiesTogetherAndTheLongestSetsTheDuration() {
    let timeline = KeyframeTimeline(initialValue: Values()) {
      KeyframeTrack(\.scale) {
        LinearKeyframe(2.0, duration: 0.5)
      }
      KeyframeTrack(\.offset) {
        LinearKeyframe(CGSize(width: 100, height: -40), duration: 2)
      }
      KeyframeTrack(\.angle) {
        MoveKeyframe(Angle.degrees(90))
      }
    }
    #expect(timeline.duration == 2)
    let quarter = timeline.value(time: 0.25)
    #expect(quarter.scale == 1.5)
    #expect(quarter.offset == CGSize(width: 12.5, height: -5))
    #expect(quarter.angle == .degrees(90))
    let late = timeline.value(time: 1)
    #expect(late.scale == 2, "the scale track is done and holds")
    #expect(late.offset == CGSize(width: 50, height: -20))
  }

  @Test func aSpringKeyframeMovesAsItsSpringFromThePreviousValue() {
    let spring = Spring(duration: 0.5, bounce: 0.3)
    let timeline = KeyframeTimeline(initialValue: 20.0) {
      SpringKeyframe(120.0, spring: spring)
    }
    #expect(abs(timeline.duration - spring.settlingDuration) < 1e-12)
    for t in [0.05, 0.2, 0.4] {
      #expect(abs(timeline.value(time: t) - (20 + spring.value(target: 100.0, time: t))) < 1e-9)
    }
    #expect(timeline.value(time: 5) == 120)
    // A shorter duration hands over to the next keyframe from where the spring is then.
    let cut = KeyframeTimeline(initialValue: 0.0) {
      SpringKeyframe(100.0, duration: 0.1, spring: spring)
      LinearKeyframe(0.0, duration: 1)
    }
    let handover = spring.value(target: 100.0, time: 0.1)
    #expect(abs(cut.value(time: 0.1) - handover) < 1e-9)
    #expect(abs(cut.value(time: 0.6) - handover / 2) < 1e-9)
  }

  @Test func cubicKeyframesPassThroughEveryKeyframeSmoothly() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      CubicKeyframe(100.0, duration: 1)
      CubicKeyframe(40.0, duration: 1)
      CubicKeyframe(80.0, duration: 1)
    }
    #expect(abs(timeline.value(time: 1) - 100) < 1e-9)
    #expect(abs(timeline.value(time: 2) - 40) < 1e-9)
    #expect(timeline.value(time: 3) == 80)
    // No kink at a keyframe: the slope just before equals the slope just after.
    let h = 1e-5
    let before = (timeline.value(time: 2) - timeline.value(time: 2 - h)) / h
    let after = (timeline.value(time: 2 + h) - timeline.value(time: 2)) / h
    #expect(abs(before - after) < 0.01)
    // At rest at the end of the track.
    #expect(abs(timeline.value(time: 3) - timeline.value(time: 3 - h)) / h < 0.01)
  }

  @Test func conditionsAndLoopsBuildTracks() {
    let steps = [10.0, 20.0, 30.0]
    let bounce = true
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      for step in steps {
        LinearKeyframe(step, duration: 1)
      }
      if bounce {
        LinearKeyframe(0.0, duration: 1)
      }
    }
    #expect(timeline.duration == 4)
    #expect(timeline.value(time: 2.5) == 25)
    #expect(timeline.value(time: 3.5) == 15)
  }
}
