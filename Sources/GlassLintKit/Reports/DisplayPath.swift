extension ReviewResult {
    /// A path relative to the reviewed root, as the command's caller can open it: under
    /// the root as the user wrote it. Absolute paths stay as they are.
    public func displayPath(_ file: String) -> String {
        if root == "." || root.isEmpty || file.hasPrefix("/") { return file }
        return root.hasSuffix("/") ? root + file : root + "/" + file
    }
}
