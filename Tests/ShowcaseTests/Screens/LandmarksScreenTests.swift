import Foundation
import Tandem
import TandemTesting
import Testing

@testable import ShowcaseApp
@testable import TandemKit

/// The Landmarks featured page: the PageView over feature cards and the PageControl bound to its page.
@MainActor @Suite(.serialized, .ownsTheApplication) struct LandmarksScreenTests {
  private func open() throws -> ShowcaseSession {
    let session = try ShowcaseSession()
    try session.open(.landmarks)
    return session
  }

  @Test func theFirstCardShowsItsPhotoAndName() throws {
    let session = try open()
    #expect(session.driver.find("Turtle Rock") != nil)
    #expect(session.driver.find("Joshua Tree National Park") != nil)
    let control = try session.pageControl()
    #expect(control.numberOfPages == 3 && control.currentPage == 0)
  }

  @Test func swipingShowsTheNextCardAndTheDotsFollow() throws {
    let session = try open()
    try session.swipeToNextLandmark()
    #expect(try session.pageControl().currentPage == 1)
    #expect(session.driver.find("Chilkoot Trail") != nil)
  }

  @Test func tappingTheDotsTurnsThePages() throws {
    let session = try open()
    try session.tapNextPageDot()
    #expect(try session.pageControl().currentPage == 1)
    try session.tapNextPageDot()
    #expect(try session.pageControl().currentPage == 2)
    #expect(session.driver.find("St. Mary Lake") != nil)
  }

  @Test func swipingBackFromTheFirstCardWrapsToTheLast() throws {
    let session = try open()
    try session.swipeToPreviousLandmark()
    #expect(try session.pageControl().currentPage == 2)
    #expect(session.driver.find("St. Mary Lake") != nil)
    try session.swipeToNextLandmark()
    #expect(try session.pageControl().currentPage == 0)
    #expect(session.driver.find("Turtle Rock") != nil)
  }
}
