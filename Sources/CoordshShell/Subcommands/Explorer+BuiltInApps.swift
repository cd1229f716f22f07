import CoordinatorKit
import DesignCheck
import MVCApp
import MemoApp
import MoviesApp
import StepsApp

extension Explorer {
    /// Explores an app of `kind` from its start, as `explore(_:)` does, compiled for a built-in
    /// app's own type: `explore(_:kind:)` is generic, and DesignCheck does not know the apps, so
    /// its own opening of the app runs the exploration unspecialised (every snapshot copied,
    /// compared, hashed and destroyed through generic value operations and protocol calls).
    /// Here, where the types are known, the compiler specialises it for each built-in app.
    func exploreSpecialised(_ kind: AppKind) -> Exploration {
        switch kind.start() {
        case let app as MemoApp: explore(app, kind: kind)
        case let app as StepsApp: explore(app, kind: kind)
        case let app as MVCApp: explore(app, kind: kind)
        case let app as MoviesApp: explore(app, kind: kind)
        case let app: explore(app, kind: kind)
        }
    }
}
