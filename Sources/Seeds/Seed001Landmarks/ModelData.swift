// Seed 001: the tutorial's featured landmarks (its landmarkData.json entries with "isFeatured": true). The images
// in Assets.xcassets are generated (tools/generate-landmark-images.py), not the tutorial's photos.
import Foundation

final class ModelData {
    var landmarks: [Landmark] = [
        Landmark(id: 1001, name: "Turtle Rock", park: "Joshua Tree National Park", imageName: "turtlerock", isFeatured: true),
        Landmark(id: 1002, name: "Silver Salmon Creek", park: "Lake Clark National Park and Preserve", imageName: "silversalmoncreek", isFeatured: false),
        Landmark(id: 1003, name: "Chilkoot Trail", park: "Klondike Gold Rush National Historical Park", imageName: "chilkoottrail", isFeatured: true),
        Landmark(id: 1004, name: "St. Mary Lake", park: "Glacier National Park", imageName: "stmarylake", isFeatured: true),
    ]

    var features: [Landmark] {
        landmarks.filter { $0.isFeatured }
    }
}
