import Combine
import Foundation

/// A view model with a published value and a pipeline derived from it.
public final class CounterModel: ObservableObject {
    @Published public var count = 0
    @Published public private(set) var summary = "No taps"
    private var cancellables = Set<AnyCancellable>()

    public init() {
        $count
            .filter { $0 > 0 }
            .map { $0 == 1 ? "1 tap" : "\($0) taps" }
            .sink { [weak self] in self?.summary = $0 }
            .store(in: &cancellables)
    }
}
