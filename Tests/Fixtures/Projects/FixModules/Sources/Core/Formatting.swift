import Foundation

public enum Formatting {
    public static func count(_ value: Int) -> String { "\(value)" }
}
