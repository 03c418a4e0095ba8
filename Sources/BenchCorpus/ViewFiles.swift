/// SwiftUI views without glass, bars or materials: lists, details, rows, forms, cards.
extension FileBuilder {
    mutating func buildView(_ role: ViewRole) {
        var imports = ["SwiftUI"]
        if role == .summary { imports.append("Charts") }
        fileHeader(imports: imports)
        switch role {
        case .list: listView(spec.typeName)
        case .detail: detailView(spec.typeName)
        case .row: rowView(spec.typeName)
        case .editor: editorView(spec.typeName)
        case .card: cardView(spec.typeName)
        case .grid: gridView(spec.typeName)
        case .header: headerView(spec.typeName)
        case .emptyState: emptyStateView(spec.typeName)
        case .filterSheet: filterSheet(spec.typeName)
        case .summary: summaryView(spec.typeName)
        case .settings: settingsView(spec.typeName)
        case .picker: pickerView(spec.typeName)
        }
        fill(viewSections)
    }

    /// Sections any view file may grow by; shared with glass files.
    var viewSections: [(inout FileBuilder) -> Void] {
        [
            { $0.sectionExtension() },
            { $0.sectionExtension() },
            { $0.helperView() },
            { $0.helperView() },
            { $0.badgeBuilder() },
            { $0.pressableStyle() },
            { $0.cardModifier() },
            { $0.previews() },
            { $0.statusTint() },
            { $0.preferenceKey() },
        ]
    }

    // MARK: - Main views

    mutating func listView(_ name: String) {
        let vm = f.entity + "ListViewModel"
        let injection = rng.below(3)
        let listStyle = rng.pick([".insetGrouped", ".plain", ".sidebar", ".inset"])
        let grouped = rng.chance(50)
        maybeDoc("the \(label(f.plural).lowercased()) screen: search, sort, swipe to delete", percent: 70)
        w.open("struct \(name): View")
        switch injection {
        case 0:
            w.line("@State private var viewModel: \(vm)")
        case 1:
            w.line("@Bindable var viewModel: \(vm)")
        default:
            w.line("@State var viewModel: \(vm)")
        }
        w.line("@State private var isShowingEditor = false")
        w.line("@State private var selection: \(f.entity).ID?")
        if rng.chance(50) { w.line("@Environment(\\.horizontalSizeClass) private var horizontalSizeClass") }
        if injection == 0 {
            w.blank()
            w.open("init(viewModel: \(vm))")
            w.line("_viewModel = State(initialValue: viewModel)")
            w.close()
        }
        w.blank()
        w.lines("""
        var body: some View {
            NavigationStack {
                content
                    .navigationTitle("\(label(f.plural))")
                    .toolbar { toolbarContent }
                    .searchable(text: $viewModel.searchText, prompt: "Search \(label(f.plural).lowercased())")
                    .refreshable { await viewModel.load() }
                    .task { await viewModel.load() }
                    .sheet(isPresented: $isShowingEditor) {
                        \(f.entity)EditorView(item: .sample)
                    }
                    .navigationDestination(for: \(f.entity).ID.self) { id in
                        if let item = viewModel.items.first(where: { $0.id == id }) {
                            \(f.entity)DetailView(item: item)
                        }
                    }
            }
        }

        @ViewBuilder
        private var content: some View {
            switch viewModel.state {
            case .idle, .loading:
                ProgressView()
                    .controlSize(.large)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
            case .empty:
                ContentUnavailableView(
                    "No \(label(f.plural))",
                    systemImage: "\(f.symbol)",
                    description: Text("\(label(f.plural)) you add will appear here.")
                )
            case .failed(let message):
                ContentUnavailableView {
                    Label("Couldn't Load \(label(f.plural))", systemImage: "exclamationmark.triangle")
                } description: {
                    Text(message)
                } actions: {
                    Button("Try Again") { viewModel.refresh() }
                        .buttonStyle(.borderedProminent)
                }
            case .loaded:
                list
            }
        }

        """)
        w.open("private var list: some View")
        w.open("List(selection: $selection)")
        if grouped {
            w.lines("""
            ForEach(viewModel.sections, id: \\.status) { section in
                Section {
                    ForEach(section.items) { item in
                        row(for: item)
                    }
                } header: {
                    Label(section.status.displayName, systemImage: section.status.systemImage)
                }
            }
            """)
        } else {
            w.lines("""
            ForEach(viewModel.visibleItems) { item in
                row(for: item)
            }
            .onDelete(perform: viewModel.delete)
            """)
        }
        w.close()
        w.line(".listStyle(\(listStyle))")
        w.line(".animation(.default, value: viewModel.visibleItems)")
        w.close()
        w.blank()
        w.lines("""
        private func row(for item: \(f.entity)) -> some View {
            NavigationLink(value: item.id) {
                \(f.entity)Row(item: item)
            }
            .swipeActions(edge: .trailing, allowsFullSwipe: \(rng.chance(50) ? "true" : "false")) {
                Button(role: .destructive) {
                    if let index = viewModel.visibleItems.firstIndex(of: item) {
                        viewModel.delete(at: IndexSet(integer: index))
                    }
                } label: {
                    Label("Delete", systemImage: "trash")
                }
            }
            .contextMenu {
                Button("Copy Title", systemImage: "doc.on.doc") {
                    UIPasteboard.general.string = item.\(f.titleProperty)
                }
            }
        }

        @ToolbarContentBuilder
        private var toolbarContent: some ToolbarContent {
            ToolbarItem(placement: .primaryAction) {
                Button {
                    isShowingEditor = true
                } label: {
                    Label("New \(label(f.entity))", systemImage: "plus")
                }
            }
            ToolbarItem(placement: .\(rng.pick(["topBarLeading", "secondaryAction", "navigation"]))) {
                Menu {
                    Picker("Sort By", selection: $viewModel.sortOrder) {
                        ForEach(\(f.entity)SortOrder.allCases) { order in
                            Text(order.title).tag(order)
                        }
                    }
                } label: {
                    Label("Sort", systemImage: "arrow.up.arrow.down")
                }
            }
        }
        """)
        w.close()
    }

    mutating func detailView(_ name: String) {
        let shown = f.properties.filter { $0.kind != .identifier && $0.name != f.titleProperty }
        maybeDoc("shows every field of one \(label(f.entity).lowercased()) with edit and share actions")
        w.open("struct \(name): View")
        w.line("let item: \(f.entity)")
        w.line("@State private var isEditing = false")
        w.line("@State private var isConfirmingDelete = false")
        w.line("@Environment(\\.dismiss) private var dismiss")
        if rng.chance(50) { w.line("@Environment(\\.openURL) private var openURL") }
        w.blank()
        w.lines("""
        var body: some View {
            ScrollView {
                VStack(alignment: .leading, spacing: \(rng.pick([16, 20, 24]))) {
                    header
                    Divider()
                    details
                }
                .padding()
                .frame(maxWidth: \(rng.pick(["640", "720", ".infinity"])), alignment: .leading)
            }
            .navigationTitle(item.\(f.titleProperty))
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItemGroup(placement: .primaryAction) {
                    Button("Edit") { isEditing = true }
                    Menu {
                        ShareLink(item: item.\(f.titleProperty))
                        Button("Delete", systemImage: "trash", role: .destructive) {
                            isConfirmingDelete = true
                        }
                    } label: {
                        Label("More", systemImage: "ellipsis.circle")
                    }
                }
            }
            .sheet(isPresented: $isEditing) {
                \(f.entity)EditorView(item: item)
            }
            .confirmationDialog("Delete this \(label(f.entity).lowercased())?", isPresented: $isConfirmingDelete, titleVisibility: .visible) {
                Button("Delete", role: .destructive) { dismiss() }
            } message: {
                Text("This cannot be undone.")
            }
        }

        private var header: some View {
            HStack(alignment: .top, spacing: 12) {
                Image(systemName: "\(f.symbol)")
                    .font(.title2)
                    .foregroundStyle(.tint)
                    .frame(width: 44, height: 44)
                    .background(Color.accentColor.opacity(0.12), in: RoundedRectangle(cornerRadius: 10, style: .continuous))
                VStack(alignment: .leading, spacing: 4) {
                    Text(item.\(f.titleProperty))
                        .font(.title2.bold())
                    Label(item.status.displayName, systemImage: item.status.systemImage)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
            }
            .accessibilityElement(children: .combine)
        }

        """)
        w.open("private var details: some View")
        w.open("VStack(alignment: .leading, spacing: 12)")
        for p in shown {
            w.open("LabeledContent(\"\(label(p.name))\")")
            w.line(display(p, of: "item"))
            w.close()
        }
        w.close()
        w.close()
        w.close()
    }

    mutating func rowView(_ name: String) {
        let secondary = f.properties.dropFirst().first { $0.kind != .identifier && $0.kind != .bool } ?? f.properties[1]
        maybeDoc("one line in the \(label(f.plural).lowercased()) list")
        w.open("struct \(name): View")
        w.line("let item: \(f.entity)")
        w.line("var showsStatus = \(rng.chance(70) ? "true" : "false")")
        if rng.chance(40) { w.line("@Environment(\\.dynamicTypeSize) private var dynamicTypeSize") }
        w.blank()
        w.lines("""
        var body: some View {
            HStack(spacing: \(rng.pick([10, 12, 14]))) {
                Image(systemName: item.status.systemImage)
                    .imageScale(.large)
                    .foregroundStyle(.tint)
                    .frame(width: 28)
                VStack(alignment: .leading, spacing: 2) {
                    Text(item.\(f.titleProperty))
                        .font(.body.weight(.medium))
                        .lineLimit(\(rng.pick(["1", "2"])))
                    \(display(secondary, of: "item"))
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                Spacer(minLength: 8)
                if showsStatus {
                    Text(item.status.displayName)
                        .font(.caption2.weight(.semibold))
                        .padding(.horizontal, 8)
                        .padding(.vertical, 3)
                        .background(Color.secondary.opacity(0.15), in: Capsule())
                }
            }
            .padding(.vertical, 4)
            .contentShape(Rectangle())
            .accessibilityElement(children: .combine)
        }
        """)
        w.close()
    }

    mutating func editorView(_ name: String) {
        let model = f.entity + "EditorViewModel"
        maybeDoc("edits a copy of the \(label(f.entity).lowercased()) and saves only when valid")
        w.open("struct \(name): View")
        w.line("@StateObject private var model: \(model)")
        w.line("@Environment(\\.dismiss) private var dismiss")
        w.line("@FocusState private var focusedField: Field?")
        w.blank()
        w.line("private enum Field: Hashable { case title, notes }")
        w.blank()
        w.open("init(item: \(f.entity), save: @escaping @Sendable (\(f.entity)) async throws -> Void = { _ in })")
        w.line("_model = StateObject(wrappedValue: \(model)(original: item, save: save))")
        w.close()
        w.blank()
        w.open("var body: some View")
        w.open("NavigationStack")
        w.open("Form")
        w.open("Section(\"Details\")")
        for p in f.properties where p.kind != .identifier {
            w.lines(formControl(p))
        }
        w.close()
        w.lines("""
        if let message = model.validationMessage {
            Section {
                Label(message, systemImage: "exclamationmark.circle")
                    .foregroundStyle(.red)
            }
        }
        """)
        w.close()
        w.lines("""
        .navigationTitle("Edit \(label(f.entity))")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Cancel", role: .cancel) { dismiss() }
            }
            ToolbarItem(placement: .confirmationAction) {
                Button("Save") {
                    Task {
                        if await model.commit() { dismiss() }
                    }
                }
                .disabled(!model.canSave)
            }
        }
        .interactiveDismissDisabled(model.hasChanges)
        .onAppear { focusedField = .title }
        """)
        w.close()
        w.close()
        w.close()
    }

    func formControl(_ p: Property) -> String {
        let binding = "$model.draft.\(p.name)"
        switch p.kind {
        case .text:
            return p.name == f.titleProperty
                ? "TextField(\"\(label(p.name))\", text: \(binding))\n    .focused($focusedField, equals: .title)\n    .submitLabel(.next)"
                : "TextField(\"\(label(p.name))\", text: \(binding), axis: .vertical)\n    .lineLimit(1...4)"
        case .int: return "Stepper(\"\(label(p.name)): \\(model.draft.\(p.name))\", value: \(binding), in: 0...999)"
        case .double: return "Slider(value: \(binding), in: 0...1) {\n    Text(\"\(label(p.name))\")\n}"
        case .bool: return "Toggle(\"\(label(p.name))\", isOn: \(binding))"
        case .date: return "DatePicker(\"\(label(p.name))\", selection: \(binding), displayedComponents: [.date\(p.name.contains("At") ? ", .hourAndMinute" : "")])"
        case .url: return "TextField(\"\(label(p.name))\", value: \(binding), format: .url)\n    .keyboardType(.URL)\n    .textInputAutocapitalization(.never)"
        case .tags: return "TextField(\"\(label(p.name))\", text: Binding(\n    get: { model.draft.\(p.name).joined(separator: \", \") },\n    set: { model.draft.\(p.name) = $0.split(separator: \",\").map { $0.trimmingCharacters(in: .whitespaces) } }\n))"
        case .money: return "TextField(\"\(label(p.name))\", value: \(binding), format: .currency(code: \"USD\"))\n    .keyboardType(.decimalPad)"
        case .identifier: return ""
        case .status: return "Picker(\"Status\", selection: \(binding)) {\n    ForEach(\(f.statusType).allCases) { status in\n        Label(status.displayName, systemImage: status.systemImage).tag(status)\n    }\n}"
        }
    }

    mutating func cardView(_ name: String) {
        let radius = rng.pick([12, 14, 16, 20])
        let extra = f.properties.filter { [.money, .date, .int, .double].contains($0.kind) }.prefix(2)
        maybeDoc("a compact summary card used in grids and the dashboard")
        w.open("struct \(name): View")
        w.line("let item: \(f.entity)")
        w.line("var isSelected = false")
        w.blank()
        w.open("var body: some View")
        w.open("VStack(alignment: .leading, spacing: 8)")
        w.lines("""
        HStack {
            Label(item.status.displayName, systemImage: item.status.systemImage)
                .font(.caption.weight(.semibold))
                .foregroundStyle(.secondary)
            Spacer()
            Text(item.\(f.dateProperty), style: .relative)
                .font(.caption2)
                .foregroundStyle(.tertiary)
        }
        Text(item.\(f.titleProperty))
            .font(.headline)
            .lineLimit(2)
            .multilineTextAlignment(.leading)
        """)
        for p in extra {
            w.lines(display(p, of: "item") + "\n    .font(.subheadline.monospacedDigit())")
        }
        w.close()
        w.lines("""
        .padding(\(rng.pick(["16", "14", ".init(top: 14, leading: 16, bottom: 14, trailing: 16)"])))
        .frame(maxWidth: .infinity, alignment: .leading)
        .background {
            RoundedRectangle(cornerRadius: \(radius), style: .continuous)
                .fill(Color(.secondarySystemBackground))
        }
        .overlay {
            RoundedRectangle(cornerRadius: \(radius), style: .continuous)
                .strokeBorder(isSelected ? Color.accentColor : Color.clear, lineWidth: 2)
        }
        .shadow(color: .black.opacity(0.06), radius: 8, y: 4)
        """)
        w.close()
        w.close()
    }

    mutating func gridView(_ name: String) {
        let minimum = rng.pick([140, 160, 180, 220])
        w.lines("""
        /// \(docSentence("the \(label(f.plural).lowercased()) as an adaptive grid"))
        struct \(name): View {
            let items: [\(f.entity)]
            @Binding var selection: Set<\(f.entity).ID>
            @Namespace private var namespace

            private let columns = [GridItem(.adaptive(minimum: \(minimum)), spacing: 12, alignment: .top)]

            var body: some View {
                ScrollView {
                    LazyVGrid(columns: columns, spacing: 12) {
                        ForEach(items) { item in
                            \(f.entity)Card(item: item, isSelected: selection.contains(item.id))
                                .onTapGesture { toggle(item) }
                                .matchedGeometryEffect(id: item.id, in: namespace)
                        }
                    }
                    .padding(.horizontal)
                    .animation(.snappy, value: items)
                }
                .scrollDismissesKeyboard(.immediately)
            }

            private func toggle(_ item: \(f.entity)) {
                if selection.contains(item.id) {
                    selection.remove(item.id)
                } else {
                    selection.insert(item.id)
                }
            }
        }
        """)
    }

    mutating func headerView(_ name: String) {
        w.lines("""
        struct \(name): View {
            let summary: \(f.entity)Summary
            var onSelect: (\(f.statusType)) -> Void = { _ in }

            var body: some View {
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack(spacing: 12) {
                        tile(title: "All", value: summary.total, systemImage: "\(f.symbol)")
                        ForEach(\(f.statusType).allCases) { status in
                            Button {
                                onSelect(status)
                            } label: {
                                tile(title: status.displayName, value: summary.byStatus[status, default: 0], systemImage: status.systemImage)
                            }
                            .buttonStyle(.plain)
                        }
                    }
                    .padding(.horizontal)
                }
            }

            private func tile(title: String, value: Int, systemImage: String) -> some View {
                VStack(alignment: .leading, spacing: 6) {
                    Image(systemName: systemImage)
                        .foregroundStyle(.tint)
                    Text(value, format: .number)
                        .font(.title2.bold().monospacedDigit())
                        .contentTransition(.numericText())
                    Text(title)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                .frame(minWidth: \(rng.pick([84, 96, 110])), alignment: .leading)
                .padding(12)
                .background(Color(.tertiarySystemFill), in: RoundedRectangle(cornerRadius: 12, style: .continuous))
            }
        }
        """)
    }

    mutating func emptyStateView(_ name: String) {
        w.lines("""
        /// Shown when a filter or search leaves nothing to display.
        struct \(name): View {
            var isFiltered: Bool
            var onClearFilters: () -> Void
            var onCreate: () -> Void

            var body: some View {
                if isFiltered {
                    ContentUnavailableView {
                        Label("No Matches", systemImage: "line.3.horizontal.decrease.circle")
                    } description: {
                        Text("No \(label(f.plural).lowercased()) match the current filters.")
                    } actions: {
                        Button("Clear Filters", action: onClearFilters)
                    }
                } else {
                    ContentUnavailableView {
                        Label("No \(label(f.plural)) Yet", systemImage: "\(f.symbol)")
                    } description: {
                        Text("\(rng.pick(["Create your first one to get started.", "Tap the plus button to add one.", "Items shared with you show up here too."]))")
                    } actions: {
                        Button(action: onCreate) {
                            Text("New \(label(f.entity))")
                                .frame(minWidth: 160)
                        }
                        .buttonStyle(.borderedProminent)
                        .controlSize(.large)
                    }
                }
            }
        }
        """)
    }

    mutating func filterSheet(_ name: String) {
        w.lines("""
        struct \(name): View {
            @Binding var filter: \(f.entity)Filter
            @Environment(\\.dismiss) private var dismiss
            @State private var usesDateRange = false
            @State private var start = Calendar.current.date(byAdding: .month, value: -1, to: .now) ?? .now
            @State private var end = Date.now

            var body: some View {
                NavigationStack {
                    Form {
                        Section("Status") {
                            ForEach(\(f.statusType).allCases) { status in
                                Toggle(isOn: binding(for: status)) {
                                    Label(status.displayName, systemImage: status.systemImage)
                                }
                            }
                        }
                        Section("Date") {
                            Toggle("Limit to a date range", isOn: $usesDateRange.animation())
                            if usesDateRange {
                                DatePicker("From", selection: $start, displayedComponents: .date)
                                DatePicker("To", selection: $end, in: start..., displayedComponents: .date)
                            }
                        }
                    }
                    .navigationTitle("Filters")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Reset") {
                                filter = .empty
                                usesDateRange = false
                            }
                            .disabled(!filter.isActive)
                        }
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Apply") {
                                filter.dateRange = usesDateRange ? start...end : nil
                                dismiss()
                            }
                        }
                    }
                }
                .presentationDetents([.medium, .large])
                .presentationDragIndicator(.visible)
            }

            private func binding(for status: \(f.statusType)) -> Binding<Bool> {
                Binding(
                    get: { filter.statuses.contains(status) },
                    set: { isOn in
                        if isOn {
                            filter.statuses.insert(status)
                        } else {
                            filter.statuses.remove(status)
                        }
                    }
                )
            }
        }
        """)
    }

    mutating func summaryView(_ name: String) {
        let mark = rng.pick(["BarMark", "LineMark", "AreaMark"])
        w.lines("""
        /// Weekly activity for \(label(f.plural).lowercased()), with the streak underneath.
        struct \(name): View {
            let statistics: \(f.entity)Statistics
            @State private var selectedWeek: Date?

            var body: some View {
                VStack(alignment: .leading, spacing: 16) {
                    Text("Activity")
                        .font(.headline)
                    Chart(statistics.buckets, id: \\.start) { bucket in
                        \(mark)(
                            x: .value("Week", bucket.start, unit: .weekOfYear),
                            y: .value("\(label(f.plural))", bucket.count)
                        )
                        .foregroundStyle(Color.\(f.tint).gradient)
                        if let selectedWeek, Calendar.current.isDate(selectedWeek, equalTo: bucket.start, toGranularity: .weekOfYear) {
                            RuleMark(x: .value("Selected", bucket.start, unit: .weekOfYear))
                                .foregroundStyle(.secondary)
                        }
                    }
                    .chartXSelection(value: $selectedWeek)
                    .frame(height: \(rng.pick([160, 180, 200, 240])))
                    HStack {
                        statistic("Streak", value: statistics.streak)
                        Spacer()
                        statistic("Best Week", value: statistics.best)
                        Spacer()
                        statistic("Average", value: Int(statistics.average.rounded()))
                    }
                }
                .padding()
            }

            private func statistic(_ title: LocalizedStringKey, value: Int) -> some View {
                VStack(alignment: .leading) {
                    Text(title)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                    Text(value, format: .number)
                        .font(.title3.bold())
                }
            }
        }
        """)
    }

    mutating func settingsView(_ name: String) {
        let key = "\(f.lower)"
        w.lines("""
        struct \(name): View {
            @AppStorage("\(key).notifications") private var notificationsEnabled = true
            @AppStorage("\(key).defaultSort") private var defaultSort = \(f.entity)SortOrder.newest
            @AppStorage("\(key).showCompleted") private var showCompleted = \(rng.chance(50) ? "true" : "false")
            @AppStorage("\(key).reminderLeadDays") private var reminderLeadDays = \(rng.int(in: 1...3))
            @State private var isConfirmingReset = false

            var body: some View {
                Form {
                    Section {
                        Toggle("Notifications", isOn: $notificationsEnabled)
                        Stepper("Remind \\(reminderLeadDays) day(s) before", value: $reminderLeadDays, in: 1...7)
                            .disabled(!notificationsEnabled)
                    } footer: {
                        Text("Reminders are scheduled on this device only.")
                    }
                    Section("Display") {
                        Picker("Default Sort", selection: $defaultSort) {
                            ForEach(\(f.entity)SortOrder.allCases) { order in
                                Text(order.title).tag(order)
                            }
                        }
                        Toggle("Show Completed", isOn: $showCompleted)
                    }
                    Section {
                        Button("Reset \(label(f.entity)) Settings", role: .destructive) {
                            isConfirmingReset = true
                        }
                    }
                }
                .navigationTitle("\(label(f.plural))")
                .alert("Reset settings?", isPresented: $isConfirmingReset) {
                    Button("Reset", role: .destructive) {
                        notificationsEnabled = true
                        defaultSort = .newest
                        reminderLeadDays = 1
                    }
                    Button("Cancel", role: .cancel) {}
                }
            }
        }
        """)
    }

    mutating func pickerView(_ name: String) {
        w.lines("""
        /// A segmented-style status picker that wraps on narrow screens.
        struct \(name): View {
            @Binding var selection: \(f.statusType)?
            var statuses: [\(f.statusType)] = \(f.statusType).allCases

            var body: some View {
                ViewThatFits(in: .horizontal) {
                    HStack(spacing: 8) { chips }
                    ScrollView(.horizontal, showsIndicators: false) {
                        HStack(spacing: 8) { chips }
                            .padding(.horizontal)
                    }
                }
                .sensoryFeedback(.selection, trigger: selection)
            }

            private var chips: some View {
                ForEach(statuses) { status in
                    let isSelected = selection == status
                    Button {
                        selection = isSelected ? nil : status
                    } label: {
                        Label(status.displayName, systemImage: status.systemImage)
                            .font(.subheadline.weight(isSelected ? .semibold : .regular))
                            .padding(.horizontal, 12)
                            .padding(.vertical, 6)
                            .foregroundStyle(isSelected ? Color.white : Color.primary)
                            .background(isSelected ? Color.accentColor : Color(.systemGray5), in: Capsule())
                    }
                    .buttonStyle(.plain)
                    .accessibilityAddTraits(isSelected ? .isSelected : [])
                }
            }
        }
        """)
    }

    // MARK: - Sections that grow a view file

    /// Another computed section of the file's main view, in a private extension.
    mutating func sectionExtension() {
        let name = unique(rng.pick(["metadata", "activity", "related", "history", "owner", "timeline", "notes", "insights"]) + "Section")
        let props = rng.pick(f.properties.filter { $0.kind != .identifier }, count: min(3, f.properties.count - 1))
        let stack = rng.pick(["VStack(alignment: .leading, spacing: 8)", "VStack(alignment: .leading, spacing: 12)", "Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 8)"])
        w.open("private extension \(spec.typeName)")
        if rng.chance(40) { w.doc(docSentence("the \(label(name).lowercased()) shown under the header")) }
        w.open("func \(name)(for item: \(f.entity)) -> some View")
        w.open(stack)
        w.line("Text(\"\(label(name.replacingOccurrences(of: "Section", with: "")))\")")
        w.line("    .font(.headline)")
        for p in props {
            if stack.hasPrefix("Grid") {
                w.open("GridRow")
                w.line("Text(\"\(label(p.name))\")")
                w.line("    .foregroundStyle(.secondary)")
                w.line(display(p, of: "item"))
                w.close()
            } else {
                w.open("HStack")
                w.line("Text(\"\(label(p.name))\")")
                w.line("    .foregroundStyle(.secondary)")
                w.line("Spacer()")
                w.line(display(p, of: "item"))
                w.line("    .multilineTextAlignment(.trailing)")
                w.close()
                w.line(".font(.subheadline)")
            }
        }
        w.close()
        w.line(".frame(maxWidth: .infinity, alignment: .leading)")
        w.close()
        w.close()
    }

    mutating func helperView() {
        switch rng.below(4) {
        case 0:
            let name = unique("StatTile")
            w.lines("""
            private struct \(name): View {
                let title: LocalizedStringKey
                let value: String
                var systemImage: String? = nil

                var body: some View {
                    HStack(alignment: .firstTextBaseline) {
                        if let systemImage {
                            Image(systemName: systemImage)
                                .foregroundStyle(.secondary)
                        }
                        Text(title)
                            .foregroundStyle(.secondary)
                        Spacer()
                        Text(value)
                            .fontWeight(.semibold)
                            .monospacedDigit()
                    }
                    .font(.subheadline)
                    .accessibilityElement(children: .combine)
                }
            }
            """)
        case 1:
            let name = unique("TagChip")
            w.lines("""
            private struct \(name): View {
                let text: String
                var isRemovable = false
                var onRemove: () -> Void = {}

                var body: some View {
                    HStack(spacing: 4) {
                        Text("#\\(text)")
                        if isRemovable {
                            Button(action: onRemove) {
                                Image(systemName: "xmark")
                                    .font(.caption2.weight(.bold))
                            }
                            .buttonStyle(.plain)
                            .accessibilityLabel("Remove \\(text)")
                        }
                    }
                    .font(.caption)
                    .padding(.horizontal, 8)
                    .padding(.vertical, 4)
                    .background(Color.accentColor.opacity(0.12), in: Capsule())
                }
            }
            """)
        case 2:
            let name = unique("AvatarView")
            w.lines("""
            private struct \(name): View {
                let name: String
                var size: CGFloat = \(rng.pick([28, 32, 36, 40]))

                private var initials: String {
                    name.split(separator: " ").prefix(2).compactMap(\\.first).map(String.init).joined()
                }

                var body: some View {
                    Circle()
                        .fill(Color.\(f.tint).opacity(0.2))
                        .overlay {
                            Text(initials)
                                .font(.system(size: size * 0.4, weight: .semibold, design: .rounded))
                                .foregroundStyle(Color.\(f.tint))
                        }
                        .frame(width: size, height: size)
                        .accessibilityLabel(name)
                }
            }
            """)
        default:
            let name = unique("ProgressRing")
            w.lines("""
            private struct \(name): View {
                var progress: Double
                var lineWidth: CGFloat = \(rng.pick([4, 6, 8]))

                var body: some View {
                    ZStack {
                        Circle()
                            .stroke(Color.secondary.opacity(0.2), lineWidth: lineWidth)
                        Circle()
                            .trim(from: 0, to: min(max(progress, 0), 1))
                            .stroke(Color.\(f.tint), style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                            .rotationEffect(.degrees(-90))
                            .animation(.easeOut, value: progress)
                    }
                    .accessibilityValue(Text(progress, format: .percent.precision(.fractionLength(0))))
                }
            }
            """)
        }
    }

    mutating func badgeBuilder() {
        let name = unique("statusBadge")
        w.open("extension \(spec.typeName)")
        w.line("@ViewBuilder")
        w.open("func \(name)(for status: \(f.statusType)) -> some View")
        w.open("switch status")
        for (index, status) in f.statuses.enumerated() {
            w.line("case .\(status):")
            if index % 2 == 0 {
                w.line("    Label(status.displayName, systemImage: status.systemImage)")
                w.line("        .foregroundStyle(.\(rng.pick(Vocabulary.colors)))")
            } else {
                w.line("    Text(status.displayName)")
                w.line("        .foregroundStyle(.secondary)")
            }
        }
        w.close()
        w.close()
        w.close()
    }

    mutating func pressableStyle() {
        let name = unique(f.entity + "PressableStyle", prefix: f.entity)
        w.lines("""
        struct \(name): ButtonStyle {
            var scale: CGFloat = \(rng.pick(["0.96", "0.97", "0.98"]))

            func makeBody(configuration: Configuration) -> some View {
                configuration.label
                    .scaleEffect(configuration.isPressed ? scale : 1)
                    .opacity(configuration.isPressed ? 0.85 : 1)
                    .animation(.spring(duration: 0.2), value: configuration.isPressed)
            }
        }
        """)
    }

    mutating func cardModifier() {
        let name = unique(f.entity + "CardStyle", prefix: f.entity)
        let method = unique(f.lower + "CardStyle")
        w.lines("""
        private struct \(name): ViewModifier {
            var cornerRadius: CGFloat

            func body(content: Content) -> some View {
                content
                    .padding()
                    .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: cornerRadius, style: .continuous))
                    .shadow(color: .black.opacity(0.05), radius: 6, y: 2)
            }
        }

        extension View {
            func \(method)(cornerRadius: CGFloat = \(rng.pick([10, 12, 16]))) -> some View {
                modifier(\(name)(cornerRadius: cornerRadius))
            }
        }
        """)
    }

    mutating func previews() {
        let title = unique("preview")
        let construction: String
        switch spec.role {
        case .view(.list): construction = "\(spec.typeName)(viewModel: .preview)"
        case .view(.detail): construction = "NavigationStack {\n        \(spec.typeName)(item: .sample)\n    }"
        case .view(.row): construction = "List {\n        \(spec.typeName)(item: .sample)\n        \(spec.typeName)(item: .sample, showsStatus: false)\n    }"
        case .view(.card): construction = "\(spec.typeName)(item: .sample)\n        .padding()"
        case .view(.editor): construction = "\(spec.typeName)(item: .sample)"
        default: construction = "\(spec.typeName)()"
        }
        let name = title == "preview" ? "" : "(\"\(label(title.replacingOccurrences(of: "preview", with: "")))\")"
        w.lines("""
        #Preview\(name) {
            \(construction)\(rng.chance(30) ? "\n        .preferredColorScheme(.dark)" : "")
        }
        """)
    }

    mutating func statusTint() {
        let wrote = onceOnly("statusTint") { b in
            b.w.open("extension \(b.f.statusType)")
            b.w.open("var tint: Color")
            b.w.open("switch self")
            for status in b.f.statuses { b.w.line("case .\(status): .\(b.rng.pick(Vocabulary.colors))") }
            b.w.close()
            b.w.close()
            b.w.close()
        }
        if !wrote { helperView() }
    }

    mutating func preferenceKey() {
        let name = unique(f.entity + "HeightKey", prefix: f.entity)
        w.lines("""
        /// Reports the tallest child so sibling columns can match it.
        private struct \(name): PreferenceKey {
            static let defaultValue: CGFloat = 0

            static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
                value = max(value, nextValue())
            }
        }
        """)
    }
}
