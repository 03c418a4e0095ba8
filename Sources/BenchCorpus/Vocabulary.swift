/// Word lists the generator draws identifiers, strings and comments from.
///
/// Nothing here may contain the substrings reserved for Liquid Glass files (see
/// `CorpusGenerator.reservedSubstrings`): ordinary files are built only from these lists,
/// so that invariant holds by construction (the SF Symbol names avoid "magnifyingglass"
/// and "hourglass" for that reason).
enum Vocabulary {
    static let appNames = ["Atlas", "Harbor", "Beacon", "Summit", "Orbit", "Meadow", "Northwind", "Cobalt", "Juniper", "Lighthouse"]

    static let nouns = [
        "Account", "Activity", "Album", "Article", "Booking", "Budget", "Campaign", "Cart", "Catalog",
        "Channel", "Checkout", "Comment", "Contact", "Coupon", "Course", "Dashboard", "Delivery", "Device",
        "Document", "Episode", "Expense", "Feed", "Flight", "Folder", "Goal", "Habit", "Invoice", "Itinerary",
        "Journal", "Lesson", "Listing", "Loyalty", "Meeting", "Membership", "Message", "Note", "Order",
        "Payment", "Playlist", "Podcast", "Portfolio", "Post", "Product", "Profile", "Project", "Receipt",
        "Recipe", "Reminder", "Report", "Reservation", "Review", "Reward", "Route", "Schedule", "Shipment",
        "Subscription", "Survey", "Todo", "Team", "Ticket", "Transaction", "Trip", "Vehicle", "Wallet",
        "Workout", "Workspace", "Venue", "Badge", "Challenge", "Donation", "Claim", "Lead", "Quote",
    ]

    static let qualifiers = [
        "", "Shared", "Team", "Smart", "Recent", "Saved", "Premium", "Local", "Guest", "Admin", "Partner",
        "Featured", "Scheduled", "Draft", "Family", "Business", "Travel", "Offline", "Group", "Daily",
        "Weekly", "Linked", "Pinned", "Starred", "Pending", "Nearby", "Custom", "Tracked",
    ]

    /// Shared areas under Core/ and DesignSystem/, each with the entity its code is about.
    static let sharedAreas: [(area: String, entity: String)] = [
        ("Authentication", "Credential"), ("Analytics", "TrackedEvent"), ("Storage", "StoredFile"),
        ("Media", "MediaAsset"), ("Sync", "SyncRecord"), ("Localization", "Translation"),
        ("Payments", "PaymentMethod"), ("Location", "Place"), ("Messaging", "Conversation"),
        ("Search", "SearchResult"), ("Onboarding", "OnboardingStep"), ("Sharing", "ShareItem"),
    ]

    /// Words used to tell apart several types of one role in one feature.
    static let aspects = [
        "Archive", "Summary", "Timeline", "Overview", "Insights", "History", "Quick", "Inline", "Compact",
        "Expanded", "Batch", "Recent", "Upcoming", "Featured", "Related", "Pinned", "Shared", "Status",
        "Attachment", "Metrics", "Activity", "Export", "Import", "Sharing", "Calendar", "Map", "Owner",
        "Audit", "Snapshot", "Progress", "Trend", "Highlight", "Digest", "Queue", "Backlog", "Bulk",
    ]

    static let symbols = [
        "star", "cart", "person.crop.circle", "doc.text", "calendar", "bell", "tray", "folder", "creditcard",
        "bag", "airplane", "car", "book", "heart", "flame", "leaf", "bolt", "map", "mappin.and.ellipse",
        "envelope", "paperplane", "chart.bar", "chart.pie", "gearshape", "tag", "ticket", "gift", "music.note",
        "photo", "film", "figure.walk", "house", "building.2", "briefcase", "clock", "list.bullet",
        "checkmark.circle", "xmark.circle", "square.and.arrow.up", "trash", "pencil", "plus", "ellipsis.circle",
        "arrow.clockwise", "line.3.horizontal.decrease.circle", "bookmark", "flag", "link", "paperclip",
    ]

    static let colors = ["blue", "indigo", "teal", "green", "orange", "pink", "purple", "red", "mint", "cyan", "yellow", "brown"]

    static let statusWords = [
        "draft", "pending", "active", "paused", "completed", "cancelled", "archived", "scheduled", "failed",
        "inReview", "approved", "rejected", "shipped", "delivered", "expired", "open", "closed", "onHold",
    ]

    static let changeCases = [
        ("renamed", "from: String, to: String"),
        ("moved", "fromIndex: Int, toIndex: Int"),
        ("deleted", "id: UUID"),
        ("restored", "id: UUID, at: Date"),
        ("tagged", "String"),
        ("untagged", "String"),
        ("assigned", "ownerID: UUID"),
        ("commented", "author: String, body: String"),
        ("priorityChanged", "Int"),
    ]

    static let firstNames = ["Ava", "Liam", "Maya", "Noah", "Sofia", "Ethan", "Priya", "Lucas", "Hana", "Omar", "Elena", "Kenji", "Zoe", "Mateo", "Ines", "Jonas"]
    static let lastNames = ["Martin", "Chen", "Okafor", "Silva", "Novak", "Kim", "Larsen", "Rossi", "Haddad", "Tanaka", "Meyer", "Garcia", "Dubois", "Singh"]

    static let sampleTitles = [
        "Quarterly review", "Weekend in Lisbon", "Team offsite", "Morning run", "Grocery run", "Client kickoff",
        "Launch checklist", "Design sync", "Monthly budget", "Reading list", "Home office setup", "Spring cleaning",
        "Airport pickup", "Yoga class", "Product demo", "Onboarding call", "Invoice follow-up", "Dinner plans",
    ]

    /// Second sentences of doc comments.
    static let docRemarks = [
        "Safe to call from any actor.",
        "Dates are always UTC; format them at the edge.",
        "Previews and UI tests use it as well as the app.",
        "Not thread-safe: confine it to the main actor.",
        "Keep it in step with the web client.",
        "See the API reference for the wire format.",
        "Cheap to create; no work happens until it is used.",
        "Kept small on purpose; anything bigger belongs in the service layer.",
        "VoiceOver reads it as a single element.",
        "Older app versions stored a different shape, so decoding is lenient.",
        "The server may send the same page twice; duplicates are dropped.",
        "Edits survive a relaunch.",
        "Changing it requires a migration of the on-disk cache.",
        "Avoids a second round trip for the detail screen.",
    ]

    static let properties: [PropertyTemplate] = [
        .init("title", .text), .init("name", .text), .init("subtitle", .text), .init("summary", .text),
        .init("notes", .text), .init("ownerName", .text), .init("locationName", .text),
        .init("createdAt", .date), .init("updatedAt", .date), .init("dueDate", .date), .init("startDate", .date),
        .init("amount", .money), .init("price", .money), .init("total", .money), .init("balance", .money),
        .init("count", .int), .init("quantity", .int), .init("position", .int), .init("priority", .int),
        .init("rating", .double), .init("progress", .double), .init("score", .double),
        .init("isArchived", .bool), .init("isFavorite", .bool), .init("isPinned", .bool), .init("isRead", .bool),
        .init("isShared", .bool), .init("imageURL", .url), .init("websiteURL", .url), .init("tags", .tags),
        .init("ownerID", .identifier), .init("parentID", .identifier),
    ]
}

enum PropertyKind: Sendable {
    case text, int, double, bool, date, url, tags, money, identifier, status
}

struct PropertyTemplate: Sendable {
    let name: String
    let kind: PropertyKind
    init(_ name: String, _ kind: PropertyKind) {
        self.name = name
        self.kind = kind
    }
}
