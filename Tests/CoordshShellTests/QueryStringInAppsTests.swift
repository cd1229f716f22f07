import CoordinatorKit
import Testing

@testable import CoordshShell

/// `open` accepts a query string in every app (SPEC 2.1), and the built-in apps ignore
/// parameters they do not know: the link opens as it would without them.
@Suite("Deep links with a query string")
struct QueryStringInAppsTests {
    static let links: [(app: String, setup: [String], link: String)] = [
        ("memo", ["login alice"], "memo://memos/detail/3"),
        ("memo", ["login alice"], "memo://new"),
        ("memo", [], "memo://settings/about"),
        ("steps", [], "steps://view2/view3"),
        ("mvc", [], "mvc://first/second"),
        ("movies", [], "movies://detail/42"),
    ]

    @Test(arguments: links.indices)
    func unknownParametersAreIgnored(index: Int) throws {
        let (app, setup, link) = Self.links[index]
        func state(opening link: String) throws -> (AnyHashable, [String]) {
            let session = Session(app: try #require(AppRegistry.builtIn(named: app)).start())
            for line in setup { _ = session.run(line) }
            let result = try #require(session.run("open \(link)"))
            #expect(result.failure == nil, "open \(link): \(result.failure?.message ?? "")")
            return (session.app.anySnapshot, result.notes)
        }
        let plain = try state(opening: link)
        for query in ["?ref=mail", "?", "?ref=mail&utm_source=x&ref=push", "?flag&a=%20b"] {
            let withQuery = try state(opening: link + query)
            #expect(withQuery.0 == plain.0, "\(link + query) opened something else")
        }
    }

    @Test func aFragmentIsStillRefusedWithTheReason() throws {
        let session = Session(app: try #require(AppRegistry.builtIn(named: "steps")).start())
        #expect(
            session.run("open steps://view2#top")?.failure
                == CommandFailure(
                    .badArgument,
                    "cannot open 'steps://view2#top': '#' is not supported; a link is SCHEME://SEGMENT/SEGMENT/..., then optionally ?NAME=VALUE&..."
                ))
    }
}
