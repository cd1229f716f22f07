/// Times as people read them: `0.4 ms`, `12 ms`, `3.25 s`.
enum Elapsed {
    static func text(_ seconds: Double) -> String {
        let milliseconds = seconds * 1000
        if milliseconds < 10 { return decimal(milliseconds, places: 1) + " ms" }
        if milliseconds < 1_000 { return String(Int(milliseconds.rounded())) + " ms" }
        return decimal(seconds, places: 2) + " s"
    }

    /// `value` with `places` decimals, without Foundation's formatting.
    static func decimal(_ value: Double, places: Int) -> String {
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = Int((max(value, 0) * Double(scale)).rounded())
        let fraction = String(scaled % scale)
        return "\(scaled / scale)." + String(repeating: "0", count: places - fraction.count) + fraction
    }
}
