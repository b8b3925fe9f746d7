import Foundation
import Seed003MedicalConditions
import Tandem
import TandemTesting
import Testing

@testable import ShowcaseApp
@testable import TandemKit

/// The medical conditions list: a diffable data source of ids, TextField cells bound to the models, add and delete
/// through snapshots, swipe to delete, edit mode, and cells resizing themselves.
@MainActor @Suite(.serialized, .ownsTheApplication) struct MedicalConditionsScreenTests {
  private func open() throws -> (ShowcaseSession, MedicalConditionsSeed) {
    let session = try ShowcaseSession()
    try session.open(.medicalConditions)
    return (session, try #require(session.showcase.medicalConditions))
  }

  @Test func theListShowsEveryCondition() throws {
    let (session, seed) = try open()
    #expect(seed.texts == Showcase.sampleConditions)
    #expect(seed.collectionView.numberOfItems(inSection: 0) == 4)
    #expect(session.driver.find("Asthma") != nil)
  }

  @Test func editModeShowsDeleteControlsAndTypingEditsTheModelInPlace() throws {
    let (session, seed) = try open()
    try session.tap("Edit")
    #expect(seed.collectionView.isEditing)
    #expect(session.driver.find("Done") != nil)
    let cell = seed.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
    try session.typeIntoCondition(1, ", exercise-induced")
    // Two-way: the TextField wrote the model; no snapshot was applied, so the cell is the same one.
    #expect(seed.texts[1] == "Asthma, exercise-induced")
    #expect(seed.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === cell)
    try session.tap("Done")
    #expect(!seed.collectionView.isEditing)
    #expect(session.driver.find("Asthma, exercise-induced") != nil)
  }

  @Test func addAppliesASnapshotWithANewCondition() throws {
    let (session, seed) = try open()
    try session.tap("Add")
    #expect(seed.texts == Showcase.sampleConditions + [""])
    #expect(seed.collectionView.numberOfItems(inSection: 0) == 5)
  }

  @Test func swipingRevealsDeleteWhichRemovesThatConditionByItsId() throws {
    let (session, seed) = try open()
    try session.swipeCondition(2)
    try session.tap("Delete")
    #expect(seed.texts == ["Seasonal allergies", "Asthma", "Lactose intolerance"])
    #expect(seed.collectionView.numberOfItems(inSection: 0) == 3)
  }

  @Test func aLongerTextResizesItsCellWithoutReloading() throws {
    let (session, seed) = try open()
    let cell = try #require(seed.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
    let height = cell.frame.height
    let below = try #require(seed.collectionView.cellForItem(at: IndexPath(item: 3, section: 0))).frame.minY
    seed.setText(
      "Migraine with aura, usually in the afternoon, eased by rest in a dark room and by drinking water", at: 2)
    try session.driver.settle()
    #expect(seed.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) === cell)
    #expect(cell.frame.height > height + 30)
    let moved = try #require(seed.collectionView.cellForItem(at: IndexPath(item: 3, section: 0))).frame.minY
    // The next cell moves down by the growth (to within the rounding of adding heights in points).
    #expect(abs(moved - (below + (cell.frame.height - height))) < 1e-9)
  }
}
