/// A movie of the built-in catalogue.
struct Movie: Hashable, Identifiable, Sendable {
    let id: Int
    let title: String
    let year: Int

    /// The catalogue the home screen lists.
    static let catalogue = [
        Movie(id: 7, title: "Seven Samurai", year: 1954),
        Movie(id: 12, title: "Spirited Away", year: 2001),
        Movie(id: 42, title: "The Hitchhiker's Guide to the Galaxy", year: 2005),
        Movie(id: 101, title: "Arrival", year: 2016),
        Movie(id: 2001, title: "2001: A Space Odyssey", year: 1968),
    ]

    /// The catalogue's movie with `id`, or a `notFound` error listing the ids there are.
    static func with(id: Int) throws(MoviesError) -> Movie {
        guard let movie = catalogue.first(where: { $0.id == id }) else { throw .noSuchMovie(id) }
        return movie
    }
}
