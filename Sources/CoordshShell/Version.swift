/// The version that `--version` and the banner show.
enum Version {
    static let current = "0.1.0"
}
