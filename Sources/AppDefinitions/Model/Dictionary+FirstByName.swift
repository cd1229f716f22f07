extension Dictionary where Key == String {
    /// `values` by the name `name` gives each; of two with one name, the first is kept (the
    /// checker reports the second).
    ///
    /// A loop rather than `Dictionary(_:uniquingKeysWith:)` over `(name, value)` pairs: each
    /// array of pairs is a type the runtime makes the first time it is used (about 20K
    /// instructions each at start-up).
    init(firstByName values: [Value], _ name: (Value) -> String) {
        self.init(minimumCapacity: values.count)
        for value in values {
            let key = name(value)
            if self[key] == nil { self[key] = value }
        }
    }
}
