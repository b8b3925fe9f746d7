import Foundation
import Testing

@testable import TandemGraphics

/// A layer's parent, mask owner and delegate are not retained by it and are gone when they go, as Core
/// Animation's are.
@Suite struct CALayerHierarchyTests {
  @Test func aSublayerOutlivingItsParentHasNoSuperlayer() {
    let child = CALayer()
    do {
      let parent = CALayer()
      parent.addSublayer(child)
      #expect(child.superlayer === parent)
    }
    #expect(child.superlayer == nil)
    // It can join another tree and leave it as usual.
    let other = CALayer()
    other.addSublayer(child)
    #expect(child.superlayer === other)
    child.removeFromSuperlayer()
    #expect(child.superlayer == nil && other.sublayers == nil)
  }

  @Test func aMaskOutlivingItsOwnerNoLongerInvalidatesIt() {
    let mask = CALayer()
    do {
      let owner = CALayer()
      owner.mask = mask
      owner.dirt = []
      mask.backgroundColor = .black
      #expect(owner.dirt.contains(.subtree))
    }
    // The owner is gone: changing the mask reaches nothing.
    mask.backgroundColor = .white
    #expect(mask.dirt.contains(.own))
  }

  @Test func aMaskMovedToAnotherOwnerStaysWithIt() {
    let mask = CALayer()
    let second = CALayer()
    do {
      let first = CALayer()
      first.mask = mask
      second.mask = mask
    }
    second.dirt = []
    mask.backgroundColor = .black
    #expect(second.dirt.contains(.subtree))
  }
}
