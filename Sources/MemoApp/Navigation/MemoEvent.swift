import CoordinatorKit

/// What a memo-app screen reports. Screens say what the user did; coordinators decide what
/// happens next.
enum MemoEvent: Hashable, Sendable {
    /// `login USER` on login or signup.
    case loginSubmitted(user: String)
    /// `signup` on login.
    case signUpTapped
    /// `forgot` on login.
    case forgotPasswordTapped
    /// `logout` on any main screen.
    case logoutTapped
    /// `tab NAME` on any main screen.
    case tabSelected(MemoTab)
    /// `new` on home.
    case newMemoTapped
    /// `write TEXT` on newMemo.
    case textWritten(String)
    /// `preview` on newMemo.
    case previewTapped
    /// `save` on preview.
    case saveTapped
    /// `cancel` on newMemo or preview.
    case cancelTapped

    /// The event's name in the event table.
    var name: String { kind.rawValue }

    /// Which event this is, without its argument.
    enum Kind: String, CaseIterable {
        case login, signup, forgot, logout, tab, new, write, preview, save, cancel
    }

    var kind: Kind {
        switch self {
        case .loginSubmitted: .login
        case .signUpTapped: .signup
        case .forgotPasswordTapped: .forgot
        case .logoutTapped: .logout
        case .tabSelected: .tab
        case .newMemoTapped: .new
        case .textWritten: .write
        case .previewTapped: .preview
        case .saveTapped: .save
        case .cancelTapped: .cancel
        }
    }

    /// The event of `kind` with `argument`, as the parser checked it against the event table;
    /// `nil` for no kind (a row of the table that is no memo event) or an argument that does not fit.
    ///
    /// A function, not an initialiser: an initialiser takes its arguments as its own, and the
    /// caller copied every event's argument to hand it over (7 instructions a memo line fewer).
    static func of(_ kind: Kind?, _ argument: Argument?) -> MemoEvent? {
        guard let kind else { return nil }
        switch (kind, argument) {
        case (.login, .text(let user)?): return .loginSubmitted(user: user)
        case (.signup, nil): return .signUpTapped
        case (.forgot, nil): return .forgotPasswordTapped
        case (.logout, nil): return .logoutTapped
        case (.tab, .text(let name)?): return MemoTab(named: name).map(MemoEvent.tabSelected)
        case (.new, nil): return .newMemoTapped
        case (.write, .text(let text)?): return .textWritten(text)
        case (.preview, nil): return .previewTapped
        case (.save, nil): return .saveTapped
        case (.cancel, nil): return .cancelTapped
        default: return nil
        }
    }
}
