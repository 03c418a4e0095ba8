import SwiftUI

struct SettingsView: View {
    @AppStorage("units.metric") private var usesMetricUnits = true
    @AppStorage("reminders.enabled") private var remindersEnabled = true
    @AppStorage("reminders.daysBefore") private var reminderDays = 3

    var body: some View {
        NavigationStack {
            Form {
                Section("Units") {
                    Toggle("Metric Distances", isOn: $usesMetricUnits)
                }
                Section {
                    Toggle("Trip Reminders", isOn: $remindersEnabled)
                    Stepper("Remind \(reminderDays) Days Before", value: $reminderDays, in: 1...14)
                        .disabled(!remindersEnabled)
                } header: {
                    Text("Reminders")
                } footer: {
                    Text("Reminders arrive at 9:00 on the chosen day.")
                }
                Section("About") {
                    LabeledContent("Version", value: appVersion)
                    Link("Privacy Policy", destination: URL(string: "https://example.com/trips/privacy")!)
                }
            }
            .navigationTitle("Settings")
        }
    }

    private var appVersion: String {
        Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "1.0"
    }
}
