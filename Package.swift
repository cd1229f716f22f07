// swift-tools-version:6.0
import PackageDescription

// Modules by role (see README, "Map of the code"):
// - CoordinatorKit: the navigation core (routes, stacks, coordinators, app tables). No I/O.
// - MemoApp, StepsApp, MVCApp, MoviesApp: the built-in apps, one per seed article, each in
//   its article's coordinator style, built on CoordinatorKit. No I/O.
// - CommandLanguage: the lexer and parser that turn a line into a command. No I/O.
// - CEditLine: libedit (Debian's libedit-dev) behind a small C shim.
// - CoordshShell: sessions, script and interactive runners, line editing, output, flags.
// - coordsh: the executable; it only wires things together.
let package = Package(
    name: "coordsh",
    products: [
        .executable(name: "coordsh", targets: ["coordsh"])
    ],
    targets: [
        .target(name: "CoordinatorKit"),
        .target(name: "MemoApp", dependencies: ["CoordinatorKit"]),
        .target(name: "StepsApp", dependencies: ["CoordinatorKit"]),
        .target(name: "MVCApp", dependencies: ["CoordinatorKit"]),
        .target(name: "MoviesApp", dependencies: ["CoordinatorKit"]),
        .target(name: "CommandLanguage", dependencies: ["CoordinatorKit"]),
        // libedit from Debian's libedit-dev, for line editing at the interactive prompt.
        .systemLibrary(name: "CEditLine", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),
        .target(
            name: "CoordshShell",
            dependencies: [
                "CoordinatorKit", "MemoApp", "StepsApp", "MVCApp", "MoviesApp", "CommandLanguage",
                "CEditLine",
            ]
        ),
        .executableTarget(name: "coordsh", dependencies: ["CoordshShell"]),

        .testTarget(name: "CoordinatorKitTests", dependencies: ["CoordinatorKit"]),
        .testTarget(name: "MemoAppTests", dependencies: ["MemoApp", "CoordinatorKit"]),
        .testTarget(name: "StepsAppTests", dependencies: ["StepsApp", "CoordinatorKit"]),
        .testTarget(name: "MVCAppTests", dependencies: ["MVCApp", "CoordinatorKit"]),
        .testTarget(name: "MoviesAppTests", dependencies: ["MoviesApp", "CoordinatorKit"]),
        .testTarget(
            name: "CommandLanguageTests",
            dependencies: ["CommandLanguage", "CoordinatorKit", "MemoApp"]
        ),
        .testTarget(
            name: "CoordshShellTests",
            dependencies: ["CoordshShell", "CoordinatorKit", "MemoApp", "CommandLanguage"]
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["coordsh"],
            exclude: ["Golden", "Terminal"]
        ),
    ]
)
