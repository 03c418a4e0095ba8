import Foundation
import SwiftSyntax

/// Toolbar items that share one glass background mixing icons and text, and icon-only
/// items without an accessibility label.
public struct ToolbarGrouping: Rule {
    public static let description = RuleDescription(
        id: "toolbar-grouping",
        title: "Toolbar groups",
        severity: .warning,
        rationale: """
            On the 26 releases neighbouring toolbar items share one glass background. A \
            group reads as one control when its items are alike: all symbols, or all text; \
            a text button squeezed between symbols looks like a stray label. Split unlike \
            items with `ToolbarSpacer`. A symbol-only item also needs an accessibility label, \
            or VoiceOver reads the symbol's default name, which may not say what the button \
            does (`checkmark` for Done); a symbol whose default label names its usual action \
            (`plus`, `xmark`, `ellipsis.circle`, `square.and.arrow.up`, `play.fill`, \
            `square.and.pencil`), or one of two such symbols a condition chooses, is said as \
            info; a symbol of the pre-26 branch, never on a glass bar, and an image that is no control \
            (a logo) are left alone. Items are read in a `.toolbar { … }` and its `if` and \
            `switch` branches (whose items are labelled, but not known to share a group), in a \
            `@ToolbarContentBuilder` member and in the body of a `ToolbarContent` type; the \
            title area (`.principal`) and the items of a hidden navigation bar are left alone.
            """,
        source: "WWDC25 session 323 \"Build a SwiftUI app with the new design\" (toolbars); SwiftUI documentation of ToolbarSpacer",
        triggers: ["ToolbarItem", "toolbar"],
        triggeringExamples: [
            RuleExample("""
                editor.toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Share", systemImage: "square.and.arrow.up") { share() }
                    }
                    ToolbarItem(placement: .topBarTrailing) {
                        ↓Button("Done") { dismiss() }
                    }
                }
                """),
            RuleExample("""
                editor.toolbar {
                    ToolbarItem(placement: .topBarLeading) {
                        Button { undo() } label: {
                            ↓Image(systemName: "arrow.uturn.backward")
                        }
                    }
                }
                """, note: "a symbol alone needs an accessibility label"),
            RuleExample("""
                struct Purchases: View {
                    var body: some View {
                        if isEmpty {
                            EmptyPurchases().toolbar {
                                ToolbarItem(placement: .topBarTrailing) { infoButton() }
                            }
                        } else {
                            List { Rows() }.toolbar {
                                ToolbarItem(placement: .topBarTrailing) { infoButton() }
                            }
                        }
                    }

                    private func infoButton() -> some View {
                        Button { showInfo() } label: {
                            ⓘImage(systemName: "info.circle")
                        }
                    }
                }
                """, note: "the item's button is built by a member of the same view: one finding there, however many toolbars show it"),
            RuleExample("""
                list.toolbar(content: {
                    #if os(iOS)
                    ToolbarItem(placement: .topBarTrailing) {
                        HStack {
                            Button { showFilters() } label: { ↓Image(systemName: Symbols.filter) }
                            ShareLink(item: exportURL) { ⓘImage(systemName: "square.and.arrow.up") }
                        }
                    }
                    #endif
                })
                """, note: "the content: argument, #if blocks, a stack of controls in one item, a share link's label, a symbol named by a constant"),
            RuleExample("""
                struct Shelf: View {
                    var body: some View {
                        Books().toolbar { shelfItems }
                    }

                    @ToolbarContentBuilder
                    private var shelfItems: some ToolbarContent {
                        ToolbarItem(placement: .topBarTrailing) {
                            Button { sort() } label: { ↓Image(systemName: "arrow.up.arrow.down") }
                        }
                    }
                }
                """, note: "the items of a toolbar-content member of the same view"),
            RuleExample("""
                struct ViewerToolbar: ToolbarContent {
                    var body: some ToolbarContent {
                        ToolbarItem(placement: .bottomBar) {
                            Button(action: like) { ↓Image(systemName: "heart") }
                        }
                    }
                }
                """, note: "the body of a toolbar content type is a toolbar's content wherever it is used"),
            RuleExample("""
                sortList.toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button(action: close) {
                            if isCompact {
                                ⓘImage(systemSymbol: .xmark)
                            } else {
                                Text("Close")
                            }
                        }
                    }
                }
                """, note: "SFSafeSymbols' Image(systemSymbol:), in the first branch of the label"),
            RuleExample("""
                struct DosingSheet: View {
                    var body: some View {
                        NavigationStack {
                            form.toolbar {
                                ToolbarItem(placement: .cancellationAction) {
                                    if step == .measure {
                                        Button { dismiss() } label: { ⓘImage(systemName: "xmark") }
                                    } else {
                                        Button { step = .measure } label: { Image(systemName: "chevron.left") }
                                            .accessibilityLabel("Back")
                                    }
                                }
                            }
                        }
                    }
                }
                """, note: "each branch of an item's if shows its own control"),
            RuleExample("""
                identities.toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        HStack {
                            NavigationLink(destination: { NewIdentity() }, label: { Label("Add", systemImage: "plus") })
                            ↓EditButton()
                        }
                    }
                }
                """, note: "a link whose label is a symbol beside the text of Edit"),
            RuleExample("""
                struct Releases: View {
                    var body: some View {
                        List(releases) { ReleaseRow(release: $0) }
                            .toolbar {
                                ToolbarItem(placement: .navigation) {
                                    sortMenu.menuIndicator(.hidden)
                                }
                                ToolbarItem(placement: .primaryAction) {
                                    Menu { filterOptions } label: { ↓Image("filters.badge") }
                                }
                            }
                    }

                    private var sortMenu: some View {
                        Menu { sortOptions } label: { ↓Image(systemName: "arrow.up.arrow.down") }
                    }
                }
                """, note: "a member shown with a modifier shows what the member builds; an asset image has no label of its own"),
            RuleExample("""
                extension MoviesView {
                    @ToolbarContentBuilder
                    var sortingItems: some ToolbarContent {
                        ToolbarItem(placement: .navigation) {
                            sortMenu.menuIndicator(.hidden)
                        }
                    }

                    var sortMenu: some View {
                        Menu { sortOptions } label: { ↓Image(systemName: "arrow.up.arrow.down") }
                    }
                }
                """, note: "a toolbar content member in an extension of its own file is a toolbar's content wherever it is used"),
            RuleExample("""
                detail.toolbar {
                    if selectedTab == .chat {
                        ToolbarItem(placement: .primaryAction) {
                            Button { newChat() } label: { ↓Image(systemName: "bubble.left") }
                        }
                    } else if selectedTab == .overview {
                        ToolbarItem(placement: .primaryAction) {
                            Button { openQuickActions() } label: { ↓Image(systemName: "bolt") }
                        }
                    }
                }
                """, note: "the items of a toolbar's branches are read too"),
            RuleExample("""
                feed.toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button { summarize() } label: {
                            if isGeneratingSummary {
                                ProgressView()
                            } else {
                                ↓Image(systemName: "sparkles")
                            }
                        }
                    }
                }
                """, note: "a label that shows a symbol alone in one state needs a label too"),
            RuleExample("""
                struct RecipeDetail: View {
                    let recipe: Recipe
                    @State private var isBookmarked = false
                    var body: some View {
                        List { Text(recipe.title) }
                            .toolbar { actions }
                    }

                    @ToolbarContentBuilder
                    private var actions: some ToolbarContent {
                        ToolbarItem(placement: .topBarTrailing) {
                            Button("Share") { share() }
                        }
                        if !recipe.isMine {
                            ToolbarItem(placement: .topBarTrailing) {
                                Button { isBookmarked.toggle() } label: {
                                    ↓Image(systemName: isBookmarked ? "bookmark.fill" : "bookmark")
                                }
                            }
                        }
                    }
                }
                """, note: "an item under an if in a toolbar-content member the toolbar names"),
            RuleExample("""
                VideoDetail(video: video).toolbar {
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button { playAudioOnly() } label: { ↓Image(systemName: "waveform") }
                        Button { play() } label: { ⓘImage(systemName: "play.fill") }
                    }
                }
                """, note: "a play symbol is read as its action: said; a waveform for audio only is read by its shape"),
            RuleExample("""
                inbox.toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Menu { filterOptions } label: {
                            ⓘImage(systemName: filters.isEmpty ? "ellipsis.circle" : "ellipsis.circle.fill")
                        }
                    }
                    ToolbarItem(placement: .topBarTrailing) {
                        Button { compose() } label: { ⓘImage(systemName: "square.and.pencil") }
                    }
                }
                """, note: "compose, and either of two More symbols a condition chooses, say their action: said"),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                editor.toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Share", systemImage: "square.and.arrow.up") { share() }
                    }
                    ToolbarSpacer(.fixed, placement: .topBarTrailing)
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Done") { dismiss() }
                    }
                }
                """, note: "ToolbarSpacer splits the items into two glass groups"),
            RuleExample("""
                editor.toolbar {
                    ToolbarItem(placement: .topBarLeading) {
                        Button("Cancel") { dismiss() }
                    }
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Share", systemImage: "square.and.arrow.up") { share() }
                    }
                }
                """, note: "items at different placements are different groups"),
            RuleExample("""
                editor.toolbar {
                    ToolbarItem(placement: .topBarLeading) {
                        Button { undo() } label: {
                            Image(systemName: "arrow.uturn.backward")
                        }
                        .accessibilityLabel("Undo")
                    }
                }
                """),
            RuleExample("""
                editor.toolbar {
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button("Bold", systemImage: "bold") { bold() }
                        Button("Italic", systemImage: "italic") { italic() }
                        Menu("More", systemImage: "ellipsis") { Button("Clear") { clear() } }
                    }
                }
                """, note: "labels with symbols show as symbols in a toolbar, and keep their title for VoiceOver"),
            RuleExample("""
                conversation.toolbar {
                    ToolbarItem(placement: .principal) {
                        HStack(spacing: 4) {
                            Image(systemName: "lock.fill").font(.caption2)
                            Text(chat.title).font(.headline)
                        }
                    }
                }
                """, note: "the title area shows a title view, on no shared glass"),
            RuleExample("""
                callView
                    .toolbar(.hidden, for: .navigationBar)
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button(action: back) { Image(systemName: "chevron.backward") }
                        }
                    }
                """, note: "the navigation bar is hidden, and its items with it"),
            RuleExample("""
                sheet.toolbar {
                    ToolbarItem(placement: .confirmationAction) {
                        if #available(iOS 26.0, *) {
                            Button(role: .confirm) { save() }
                        } else {
                            Button { save() } label: { Image(systemName: "arrow.down.doc") }
                        }
                    }
                }
                """, note: "the symbol of the pre-26 branch is never on a glass bar"),
            RuleExample("""
                monitor.toolbar {
                    ToolbarItem(placement: .topBarLeading) {
                        HStack {
                            Image(systemName: "wifi").foregroundStyle(.green)
                            Text("Connected").font(.caption)
                        }
                    }
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Pause") { pause() }
                    }
                }
                """, note: "an image beside a text is one item showing a status, with its own words"),
            RuleExample("""
                struct CallScreen: View {
                    var body: some View {
                        CallView()
                            .toolbar(.hidden, for: .navigationBar)
                            .toolbar { backItem }
                    }

                    var backItem: some ToolbarContent {
                        ToolbarItem(placement: .cancellationAction) {
                            Button { leave() } label: { Image(systemName: "chevron.backward") }
                        }
                    }
                }
                """, note: "a toolbar content member shown only in a hidden navigation bar"),
            RuleExample("""
                List(entries) { entry in Text(entry.title) }
                    .toolbar {
                        ToolbarItemGroup(placement: .bottomBar) {
                            Button(action: previousDay) { Image(systemName: "chevron.left") }
                                .accessibilityLabel("Previous day")
                            Spacer()
                            Text("Day 2 of 7").font(.caption)
                            Spacer()
                            Button(action: nextDay) { Image(systemName: "chevron.right") }
                                .accessibilityLabel("Next day")
                        }
                    }
                """, note: "a Spacer in a bar's group is flexible space: it splits the glass like a ToolbarSpacer"),
            RuleExample("""
                detail.toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button("Edit") { edit() }
                    }
                    if canShare {
                        ToolbarItem(placement: .primaryAction) {
                            Button { share() } label: { Label("Share", systemImage: "square.and.arrow.up") }
                        }
                    }
                }
                """, note: "an item shown in some states only is not known to share the glass of the others"),
            RuleExample("""
                results.toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Image("PoweredByGiphy").resizable().scaledToFit().frame(height: 16)
                    }
                }
                """, note: "an image that is no control (a logo, a status) names no action to label"),
            RuleExample("""
                WebView(page: page)
                #if os(visionOS)
                    .toolbar {
                        ToolbarItemGroup(placement: .bottomOrnament) {
                            Button { page.goBack() } label: { Image(systemName: "chevron.left") }
                        }
                    }
                #endif
                """, note: "visionOS bars and ornaments are not Liquid Glass"),
        ]
    )

    public init(options: RuleOptions) {}

    public func check(_ file: SyntaxFile) -> [Violation] {
        let toolbarContents = file.chains.flatMap { chain in
            let hidesNavigationBar = Self.hidesNavigationBar(chain)
            return chain.modifiers(named: "toolbar").compactMap { modifier in
                CallNames.contentClosure(of: modifier.call).map { (statements: $0.statements, hidesNavigationBar: hidesNavigationBar) }
            }
        }
        let toolbars = toolbarContents.map { check($0.statements, navigationBarHidden: $0.hidesNavigationBar) }
        // Members a toolbar of the file shows are read there, where its bar may be hidden.
        let shownByToolbars = Set(toolbarContents.flatMap { content in
            content.statements.compactMap { $0.item.as(ExprSyntax.self).flatMap { ModifierChain($0).baseName } }
        })
        // The body of a `struct …: ToolbarContent` is a toolbar's content wherever it is used,
        // and so is a `@ToolbarContentBuilder` member, in the type or in an extension of it
        // in a file of its own (`MoviesView+Toolbar.swift`).
        let groups = file.tree.statements.compactMap { $0.item.asProtocol(DeclGroupSyntax.self) }
        let contentTypes = groups
            .filter { TypeNames.conformances(of: $0).contains("ToolbarContent") }
            .compactMap { ViewMember.named("body", in: $0)?.statements }
            .map { check($0, navigationBarHidden: false) }
        let declaresToolbarContent = ByteSearch.contains("ToolbarContent", in: file.utf8)
        let contentMembers = !declaresToolbarContent ? [] : groups.flatMap { group in
            group.memberBlock.members.compactMap { ViewMember($0.decl) }.filter { $0.isToolbarContent && !shownByToolbars.contains($0.name) }
        }.map { check($0.statements, navigationBarHidden: false) }
        let found = (toolbars + contentTypes + contentMembers).flatMap { $0 }
        // A member shown in several toolbars is one construct: one finding, at the member.
        var seen: Set<String> = []
        let availability = file.availability
        return found.filter { violation in
            guard seen.insert("\(violation.start) \(violation.message)").inserted else { return false }
            // A symbol in the pre-26 branch (`else` of `#available(iOS 26, *)`) is never on a glass
            // bar, nor one under `#if os(visionOS)`, whose bars are not Liquid Glass.
            guard violation.message == Self.unlabelledMessage, let token = file.tree.token(at: violation.start) else { return true }
            return file.releaseSide(of: token, in: availability) != .fallback && !file.runsOnly(on: .visionOS, token, availability)
        }
    }

    /// `.toolbar(.hidden, for: .navigationBar)`, `.toolbarVisibility(.hidden, for: .navigationBar)`,
    /// or either without `for:`, on the chain.
    private static func hidesNavigationBar(_ chain: ModifierChain) -> Bool {
        chain.modifiers.contains { modifier in
            guard ["toolbar", "toolbarVisibility"].contains(modifier.name), modifier.firstUnlabeledArgument?.trimmedText == ".hidden"
            else { return false }
            let bars = modifier.argument(labeled: "for")?.trimmedText
            return bars == nil || bars == ".navigationBar"
        }
    }

    private enum Look { case symbol, text }

    /// One item of a shared background: its look and the node findings point at.
    private struct Item {
        let look: Look?
        let node: Syntax
    }

    /// `navigationBarHidden`: the view hides its navigation bar (`.toolbar(.hidden, for: .navigationBar)`),
    /// and with it every item but those of the bottom bar.
    private func check(_ toolbar: CodeBlockItemListSyntax, navigationBarHidden: Bool) -> [Violation] {
        var groups: [String: [Item]] = [:]
        var finished: [[Item]] = []
        var violations: [Violation] = []
        for (expression, inBranch) in Self.items(in: toolbar) {
            let chain = ModifierChain(expression)
            let call = chain.base?.as(FunctionCallExprSyntax.self)
            let placement = call?.arguments.first { $0.label?.text == "placement" }?.expression.trimmedText ?? ".automatic"
            guard !navigationBarHidden || placement == ".bottomBar" else { continue }
            switch chain.baseName {
            case "ToolbarSpacer":
                if !inBranch { finished.append(groups.removeValue(forKey: placement) ?? []) }
            case "ToolbarItem", "ToolbarItemGroup":
                // The title area shows a title view, on no shared glass.
                guard placement != ".principal" else { continue }
                let controls = call.flatMap(CallNames.contentClosure(of:)).map { Self.controls(in: $0.statements) } ?? []
                let hidden = chain.modifiers(named: "sharedBackgroundVisibility").contains { $0.firstUnlabeledArgument?.trimmedText == ".hidden" }
                // A `Spacer` in a group is flexible space: like a `ToolbarSpacer`, it splits the glass.
                let runs = controls.split { ModifierChain($0.expression).baseName == "Spacer" }
                for (position, run) in runs.enumerated() {
                    let items = run.compactMap { written -> Item? in
                        let control = Self.drawn(by: written.expression)
                        violations += Self.unlabelledSymbol(in: control, item: chain)
                        // A control shown in one state only is never beside the others of its group.
                        return written.isConditional || inBranch ? nil : Item(look: Self.look(of: control), node: Syntax(written.expression))
                    }
                    if position > 0 { finished.append(groups.removeValue(forKey: placement) ?? []) }
                    if hidden { finished.append(items) } else { groups[placement, default: []] += items }
                }
            default:
                violations += Self.unlabelledSymbol(in: expression, item: chain)
                if !inBranch {
                    groups[".automatic", default: []].append(Item(look: Self.look(of: expression), node: Syntax(expression)))
                }
            }
        }
        finished += groups.values
        for group in finished {
            let symbols = group.filter { $0.look == .symbol }
            let texts = group.filter { $0.look == .text }
            guard let odd = (texts.count <= symbols.count ? texts : symbols).first, !symbols.isEmpty, !texts.isEmpty else { continue }
            violations.append(Violation(
                at: odd.node, message: "symbols and text share one glass group",
                fix: "use all symbols or all text, or split them with ToolbarSpacer"
            ))
        }
        return violations.sorted { $0.start < $1.start }
    }

    /// The items of a toolbar, and those of its `if` and `switch` branches (and of those of
    /// a toolbar-content member it names), each shown in some states only: never beside the
    /// others for sure.
    private static func items(in toolbar: CodeBlockItemListSyntax, followingMembers: Bool = true) -> [(expression: ExprSyntax, inBranch: Bool)] {
        func branchItems(of list: CodeBlockItemListSyntax, followingMembers: Bool) -> [(expression: ExprSyntax, inBranch: Bool)] {
            list.flatMap { statement in
                (statement.item.as(ExpressionStmtSyntax.self)?.expression.branchStatements ?? []).flatMap { branch in
                    items(in: branch, followingMembers: followingMembers).map { ($0.expression, true) }
                }
            }
        }
        let members = followingMembers ? toolbar.compactMap { $0.item.as(ExprSyntax.self).flatMap(memberStatements) } : []
        return expressions(in: toolbar, followingMembers: followingMembers).map { ($0, false) }
            + branchItems(of: toolbar, followingMembers: followingMembers)
            + members.flatMap { branchItems(of: $0, followingMembers: false) }
    }

    /// The expressions of a toolbar or an item, those under `#if` included, and the items of
    /// a member of the same type that builds toolbar content (`toolbar { sortItems }`).
    private static func expressions(in statements: CodeBlockItemListSyntax, followingMembers: Bool = true) -> [ExprSyntax] {
        statements.flatMap { statement -> [ExprSyntax] in
            if let expression = statement.item.as(ExprSyntax.self) {
                if followingMembers, let items = memberItems(expression) { return items }
                return [expression]
            }
            guard let conditional = statement.item.as(IfConfigDeclSyntax.self) else { return [] }
            return conditional.clauses.flatMap { clause -> [ExprSyntax] in
                guard case .statements(let inner)? = clause.elements else { return [] }
                return expressions(in: inner, followingMembers: followingMembers)
            }
        }
    }

    /// The statements of the toolbar-content member an expression names, read as items.
    private static func memberItems(_ expression: ExprSyntax) -> [ExprSyntax]? {
        memberStatements(expression).map { expressions(in: $0, followingMembers: false) }
    }

    /// The statements of the toolbar-content member of the same type an expression names.
    private static func memberStatements(_ expression: ExprSyntax) -> CodeBlockItemListSyntax? {
        let chain = ModifierChain(expression)
        guard chain.modifiers.isEmpty, let name = chain.baseName, name.first?.isLowercase == true,
              let reference = chain.base?.as(DeclReferenceExprSyntax.self)
                ?? chain.base?.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self),
              let member = ViewMember.named(name, in: reference.enclosingTypeDeclaration), member.isToolbarContent
        else { return nil }
        return member.statements
    }

    /// The controls of an item: what it holds, and what a stack or group in it holds.
    private static func controls(in statements: CodeBlockItemListSyntax) -> [(expression: ExprSyntax, isConditional: Bool)] {
        let written = expressions(in: statements).flatMap { expression -> [(expression: ExprSyntax, isConditional: Bool)] in
            let chain = ModifierChain(expression)
            guard chain.modifiers.isEmpty, ["HStack", "Group"].contains(chain.baseName ?? ""),
                  let stack = chain.base?.as(FunctionCallExprSyntax.self), let content = CallNames.contentClosure(of: stack)
            else { return [(expression, false)] }
            let inner = controls(in: content.statements)
            // An image beside a text (`HStack { Image(systemName: "wifi"); Text("Connected") }`)
            // is one item showing a status, not a symbol item beside a text item.
            guard inner.contains(where: { !["Image", "Text"].contains(ModifierChain($0.expression).baseName ?? "") }) else {
                return [(expression, false)]
            }
            return inner
        }
        // The controls of an `if` or a `switch` in the item, each shown in some states only.
        let branches = statements.flatMap { statement -> [(expression: ExprSyntax, isConditional: Bool)] in
            guard let condition = statement.item.as(ExpressionStmtSyntax.self)?.expression,
                  condition.is(IfExprSyntax.self) || condition.is(SwitchExprSyntax.self)
            else { return [] }
            return ViewBuilderContent.allViews(in: ViewBuilderContent.of(condition)).map { (ExprSyntax($0.expression), true) }
        }
        return written + branches
    }

    /// What an item shows: the control itself, or the one control a member of the same
    /// type builds (`infoButton()`, `shareButton`).
    /// Modifiers on the member (`sortMenu.menuIndicator(.hidden)`) leave what it shows as it
    /// is, unless one of them labels it.
    private static func drawn(by control: ExprSyntax) -> ExprSyntax {
        let chain = ModifierChain(control)
        guard chain.modifiers(named: "accessibilityLabel").isEmpty, chain.baseName?.first?.isLowercase == true,
              let reference = chain.base?.as(DeclReferenceExprSyntax.self)
                ?? chain.base?.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)
        else { return control }
        let views = ViewBuilderContent.views(namedBy: reference)
        return views.count == 1 ? views[0].expression : control
    }

    /// A button, menu or link shows a symbol when it has one (`systemImage:`, a `Label`,
    /// an `Image`), and text when it has only a title.
    private static func look(of control: ExprSyntax) -> Look? {
        let chain = ModifierChain(control)
        guard let call = chain.base?.as(FunctionCallExprSyntax.self), let name = chain.baseName else { return nil }
        switch name {
        case "Image", "Label", "ShareLink": return .symbol
        case "Text", "EditButton": return .text
        case "Button", "Menu", "Link", "NavigationLink":
            if call.arguments.contains(where: { ["systemImage", "systemSymbol", "image"].contains($0.label?.text ?? "") }) { return .symbol }
            if call.arguments.first?.expression.is(StringLiteralExprSyntax.self) == true { return .text }
            guard let content = CallNames.labelClosure(of: call)?.statements.first?.item.as(ExprSyntax.self) else { return nil }
            return look(of: content)
        default: return nil
        }
    }

    /// `Button { … } label: { Image(systemName: "plus") }` with no accessibility label on
    /// the image, the button or the item.
    private static func unlabelledSymbol(in control: ExprSyntax, item: ModifierChain) -> [Violation] {
        let chain = ModifierChain(control)
        var image = chain
        if ["Button", "Menu", "Link", "ShareLink"].contains(chain.baseName ?? ""), let call = chain.base?.as(FunctionCallExprSyntax.self) {
            // A link's label is its trailing closure.
            let links = ["Link", "ShareLink"].contains(chain.baseName ?? "")
            guard let label = CallNames.labelClosure(of: call) ?? (links ? call.trailingClosure : nil), label.statements.count == 1,
                  var content = label.statements.first?.item.as(ExprSyntax.self)
                    ?? label.statements.first?.item.as(ExpressionStmtSyntax.self)?.expression
            else { return [] }
            // `if isLoading { ProgressView() } else { Image(…) }`: the branch that shows an image.
            if content.is(IfExprSyntax.self) {
                let shown = content.branchStatements.compactMap { $0.count == 1 ? $0.first?.item.givenExpression : nil }
                guard let image = shown.first(where: { ModifierChain($0).baseName == "Image" }) else { return [] }
                content = image
            }
            image = ModifierChain(content)
        } else if !Tappability.isTappable(chain) {
            // An image that is no control (a logo, a status) names no action to label.
            return []
        }
        // `Image(systemSymbol: .xmark)` is SFSafeSymbols' spelling of a symbol image;
        // `Image("filters.badge")`, an image of the app's assets, has no label of its own.
        let first = image.base?.as(FunctionCallExprSyntax.self)?.arguments.first
        let isSymbol = ["systemName", "systemSymbol"].contains(first?.label?.text ?? "")
        let isAsset = first?.label == nil && first?.expression.is(StringLiteralExprSyntax.self) == true
        guard image.baseName == "Image", isSymbol || isAsset,
              ![image, chain, item].contains(where: { !$0.modifiers(named: "accessibilityLabel").isEmpty })
        else { return [] }
        let symbols = isSymbol ? first.map { symbolNames($0.expression) } ?? [] : []
        return [Violation(
            at: image.expression, message: unlabelledMessage,
            fix: "add .accessibilityLabel(…), or use Label(…, systemImage:)",
            severity: !symbols.isEmpty && symbols.allSatisfy(hasActionLabel) ? .info : nil
        )]
    }

    static let unlabelledMessage = "symbol-only toolbar item without an accessibility label"

    /// `"ellipsis.circle"`, or SFSafeSymbols' `.ellipsisCircle` spelt the same way; both
    /// symbols a condition chooses between (`isFiltered ? "ellipsis.circle.fill" : "ellipsis.circle"`).
    /// Empty when a symbol is not spelt out.
    private static func symbolNames(_ expression: ExprSyntax) -> [String] {
        if let ternary = Ternary(expression) {
            let names = [ternary.then, ternary.otherwise].map(symbolNames)
            return names.contains(where: \.isEmpty) ? [] : names.flatMap { $0 }
        }
        if let literal = expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue { return [literal] }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.base == nil else { return [] }
        return [member.declName.baseName.text.reduce(into: "") { name, character in
            name += character.isUppercase ? "." + character.lowercased() : String(character)
        }]
    }

    /// Symbols whose default VoiceOver label names the action they usually stand for in a
    /// toolbar (`plus` is read "Add", `xmark` "Close", `ellipsis.circle` "More", `play.fill`
    /// "Play", `square.and.pencil` "Compose"): without a
    /// label of its own the item still says what it does, so the finding is only said.
    /// A symbol used for something else (`checkmark` for Done, `pencil` for a new post) is
    /// read by its shape, and warned about.
    static func hasActionLabel(_ symbol: String) -> Bool {
        var parts = symbol.split(separator: ".")
        while parts.count > 1, let last = parts.last, ["circle", "fill"].contains(last) { parts.removeLast() }
        return actionSymbols.contains(parts.joined(separator: "."))
    }

    private static let actionSymbols: Set<String> = [
        "plus", "xmark", "ellipsis", "info", "square.and.arrow.up", "trash", "magnifyingglass", "gear", "gearshape",
        "play", "pause", "square.and.pencil",
    ]

}

extension ToolbarGrouping: TextualPrecondition {
    /// A finding needs an image in a toolbar's own code, or in a member of the file that a
    /// toolbar shows; or a symbol and a text in a toolbar.
    public static func mayHaveFindings(in bytes: Data) -> Bool {
        let toolbars = ToolbarText(bytes)
        if !toolbars.bodies.isEmpty, imageWord.matches(bytes) { return true }
        let symbol = ["Label(", "ShareLink", "systemImage:", "image:"].contains(where: toolbars.contains)
        let text = toolbars.contains("Text(") || toolbars.contains("EditButton")
            || ["Button", "Menu", "Link"].contains(where: toolbars.containsTitled)
        return symbol && text
    }

    private static let imageWord = WordMatcher(words: ["Image("], wholeWords: false)
}
