// swift-tools-version:6.0
import PackageDescription

// Modules by role (see README, "Map of the code"):
// - CoordinatorKit: the navigation core (routes, stacks, coordinators, app tables). No I/O.
// - MemoApp, StepsApp, MVCApp, MoviesApp: the built-in apps, one per seed article, each in
//   its article's coordinator style, built on CoordinatorKit. No I/O.
// - CommandLanguage: the lexer and parser that turn a line into a command. No I/O.
// - Tour: the guided tour's lessons, as data, and the engine that checks their goals. No I/O.
// - AppDefinitions: app definitions (JSON5 files): reading, checking, and the interpreter that
//   runs one as an app with the same coordinator rules as the built-in apps. No I/O.
// - DesignCheck: checking a navigation design: the rules of SPEC 3 as checks, the breadth-first
//   exploration of `coordsh check`, and the scripts of `coordsh paths`. No I/O.
// - CEditLine: libedit (Debian's libedit-dev) behind a small C shim.
// - CoordshShell: sessions, script and interactive runners, line editing, output, flags.
// - coordsh: the executable; it only wires things together.
// Release builds leave out the run-time exclusivity checks on class properties (the compiler
// still checks what it can statically): they cost about a tenth of the per-command time. They
// also count references without atomic instructions (-assume-single-threaded): coordsh never
// starts a second thread (SingleThreadTests fails if anything it runs does), and the atomic
// counts took 10-20% of the CPU time of a script, 20-25% on an app definition (README,
// "Performance"). Debug builds, which the in-process tests run on many threads, keep both.
// Release builds optimise across modules (-cross-module-optimization): a command passes through
// six of them, and calls and generic value operations between them cost 3-5% of the instructions
// of a script and a quarter of its first-level instruction-cache misses (README, "Performance").
let releaseSettings: [SwiftSetting] = [
    .unsafeFlags(
        ["-enforce-exclusivity=unchecked", "-Xfrontend", "-assume-single-threaded", "-cross-module-optimization"],
        .when(configuration: .release))
]

let package = Package(
    name: "coordsh",
    products: [
        .executable(name: "coordsh", targets: ["coordsh"])
    ],
    targets: [
        .target(name: "CoordinatorKit", swiftSettings: releaseSettings),
        .target(name: "MemoApp", dependencies: ["CoordinatorKit"], swiftSettings: releaseSettings),
        .target(name: "StepsApp", dependencies: ["CoordinatorKit"], swiftSettings: releaseSettings),
        .target(name: "MVCApp", dependencies: ["CoordinatorKit"], swiftSettings: releaseSettings),
        .target(name: "MoviesApp", dependencies: ["CoordinatorKit"], swiftSettings: releaseSettings),
        .target(name: "CommandLanguage", dependencies: ["CoordinatorKit"], swiftSettings: releaseSettings),
        .target(name: "AppDefinitions", dependencies: ["CoordinatorKit"], swiftSettings: releaseSettings),
        .target(name: "Tour", dependencies: ["CoordinatorKit", "CommandLanguage"], swiftSettings: releaseSettings),
        .target(
            name: "DesignCheck", dependencies: ["CoordinatorKit", "CommandLanguage"], swiftSettings: releaseSettings),
        // SwiftExport: `coordsh export swift`, a Swift package generated from a definition. No I/O.
        .target(
            name: "SwiftExport", dependencies: ["AppDefinitions", "CoordinatorKit"], swiftSettings: releaseSettings),
        // libedit from Debian's libedit-dev, for line editing at the interactive prompt.
        .systemLibrary(name: "CEditLine", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),
        .target(
            name: "CoordshShell",
            dependencies: [
                "CoordinatorKit", "MemoApp", "StepsApp", "MVCApp", "MoviesApp", "CommandLanguage", "Tour",
                "AppDefinitions", "DesignCheck", "SwiftExport", "CEditLine",
            ],
            swiftSettings: releaseSettings
        ),
        .executableTarget(name: "coordsh", dependencies: ["CoordshShell"]),

        // What more than one test target needs: the list of apps to test, `expectFailure`, route
        // fixtures. A plain target (not a test target) so that test targets can depend on it.
        .target(
            name: "TestSupport", dependencies: ["CoordshShell", "CoordinatorKit", "AppDefinitions", "DesignCheck"],
            path: "Tests/TestSupport"
        ),
        .testTarget(name: "CoordinatorKitTests", dependencies: ["CoordinatorKit", "TestSupport"]),
        // MemoApp has route constants of its own (`Route.home`) beside TestSupport's: with member
        // import visibility, MemoAppTests sees only what it imports (`import func
        // TestSupport.expectFailure`), so its `.home` is MemoApp's, not ambiguous.
        .testTarget(
            name: "MemoAppTests", dependencies: ["MemoApp", "CoordinatorKit", "TestSupport"],
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        ),
        .testTarget(name: "StepsAppTests", dependencies: ["StepsApp", "CoordinatorKit", "TestSupport"]),
        .testTarget(name: "MVCAppTests", dependencies: ["MVCApp", "CoordinatorKit", "TestSupport"]),
        .testTarget(name: "MoviesAppTests", dependencies: ["MoviesApp", "CoordinatorKit", "TestSupport"]),
        .testTarget(
            name: "CommandLanguageTests",
            dependencies: ["CommandLanguage", "CoordinatorKit", "MemoApp", "TestSupport"]
        ),
        .testTarget(
            name: "AppDefinitionsTests",
            dependencies: [
                "AppDefinitions", "CoordinatorKit", "MemoApp", "StepsApp", "MVCApp", "MoviesApp", "TestSupport",
            ],
            exclude: ["Samples"]
        ),
        .testTarget(
            name: "DesignCheckTests",
            dependencies: [
                "DesignCheck", "CoordinatorKit", "CommandLanguage", "AppDefinitions", "MemoApp", "TestSupport",
            ],
            exclude: ["Samples"]
        ),
        .testTarget(
            name: "TourTests",
            dependencies: ["Tour", "CoordinatorKit", "CommandLanguage", "TestSupport"]
        ),
        .testTarget(
            name: "SwiftExportTests", dependencies: ["SwiftExport", "AppDefinitions", "TestSupport"],
            exclude: ["Samples", "StandIns"]),
        .testTarget(
            name: "CoordshShellTests",
            dependencies: [
                "CoordshShell", "CoordinatorKit", "MemoApp", "CommandLanguage", "Tour", "AppDefinitions", "DesignCheck",
                "TestSupport",
            ]
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["coordsh", "TestSupport"],
            exclude: ["Golden", "Terminal", "Definitions"]
        ),
    ]
)

// libFuzzer targets, built only on request (`COORDSH_FUZZ=1`, see scripts/fuzz): they have no
// `main`, libFuzzer's, so they cannot link in a normal build.
if Context.environment["COORDSH_FUZZ"] == "1" {
    package.products += [
        .executable(name: "fuzz-parser", targets: ["FuzzParser"]),
        .executable(name: "fuzz-session", targets: ["FuzzSession"]),
        .executable(name: "fuzz-definition", targets: ["FuzzDefinition"]),
    ]
    package.targets += [
        .executableTarget(
            name: "FuzzParser", dependencies: ["CoordshShell", "CommandLanguage", "CoordinatorKit"], path: "Fuzz/Parser"
        ),
        .executableTarget(name: "FuzzSession", dependencies: ["CoordshShell", "CoordinatorKit"], path: "Fuzz/Session"),
        .executableTarget(
            name: "FuzzDefinition", dependencies: ["AppDefinitions", "CoordinatorKit"], path: "Fuzz/Definition"),
    ]
}
