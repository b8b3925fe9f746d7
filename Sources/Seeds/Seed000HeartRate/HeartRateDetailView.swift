// Seed 000, as written in the seed.
import SwiftUI

@available(iOS 16.0, *)
struct HeartRateDetailView: View {
    @ObservedObject var data: HeartData
    
    var body: some View {
            HStack {
                VStack(alignment: .leading) {
                    HeartRateTitleView()
                    HStack(alignment: .bottom) {
                        HeartRateBPMView(heartData: data)
                        Spacer()
                        HeartRateChartView(heartData: data)
                            .frame(height:200)
                    }
                }
            }
    }
}
