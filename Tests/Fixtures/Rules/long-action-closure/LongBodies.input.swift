import SwiftUI

struct Place: Identifiable {
    let id = UUID()
    var name: String
}

struct Forecast {
    var temperature = 0.0
    var humidity = 0.0
    var windSpeed = 0.0
    var condition = ""
    var high = 0.0
    var low = 0.0
}

final class WeatherService: Sendable {
    func weather(for place: Place) async throws -> Forecast { Forecast() }
}

@MainActor
final class ReviewPrompter {
    func requestReview() {}
}

/// Longer bodies name what they exist for: not the sleep they start with, nor the first of the
/// properties a loop assigns.
struct ForecastView: View {
    let places: [Place]
    let service: WeatherService
    let prompter: ReviewPrompter
    @State private var temperature = 0.0
    @State private var humidity = 0.0
    @State private var windSpeed = 0.0
    @State private var condition = ""
    @State private var high = 0.0
    @State private var low = 0.0
    @State private var showsBanner = false
    @State private var bannerOpacity = 0.0

    var body: some View {
        List(places) { place in
            Text(place.name)
        }
        .task {
            try? await Task.sleep(nanoseconds: 2_000_000_000)
            withAnimation(.easeInOut) {
                showsBanner = true
                bannerOpacity = 1
            }
            prompter.requestReview()
            try? await Task.sleep(nanoseconds: 3_000_000_000)
            withAnimation(.easeInOut) {
                showsBanner = false
            }
        }
        .refreshable {
            for place in places {
                guard let forecast = try? await service.weather(for: place) else { continue }
                temperature = forecast.temperature
                humidity = forecast.humidity
                windSpeed = forecast.windSpeed
                condition = forecast.condition
                high = forecast.high
                low = forecast.low
            }
        }
    }
}
