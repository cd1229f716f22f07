/// The home screen's view model: the movie list. The coordinator makes one, lazily, and every
/// home screen shares it (the article's `lazy var homeViewModel`).
final class HomeViewModel {
    let movies: [Movie]

    init(movies: [Movie]) {
        self.movies = movies
    }
}

/// A detail screen's view model. `build(page:)` makes a new one for every detail it builds
/// (the article's `MovieDetailsViewModel(movie:)`); `serial` tells them apart.
final class MovieDetailsViewModel {
    let movie: Movie
    /// 1 for the first one the coordinator made, 2 for the next, ...
    let serial: Int

    init(movie: Movie, serial: Int) {
        self.movie = movie
        self.serial = serial
    }
}

/// What `build(page:)` makes for a page: the article's views, reduced to their view models.
enum PageView {
    case home(HomeViewModel)
    case detail(MovieDetailsViewModel)
}
