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
    init?(_ kind: Kind?, _ argument: Argument?) {
        guard let kind else { return nil }
        switch (kind, argument) {
        case (.login, .text(let user)?): self = .loginSubmitted(user: user)
        case (.signup, nil): self = .signUpTapped
        case (.forgot, nil): self = .forgotPasswordTapped
        case (.logout, nil): self = .logoutTapped
        case (.tab, .text(let name)?):
            guard let tab = MemoTab(named: name) else { return nil }
            self = .tabSelected(tab)
        case (.new, nil): self = .newMemoTapped
        case (.write, .text(let text)?): self = .textWritten(text)
        case (.preview, nil): self = .previewTapped
        case (.save, nil): self = .saveTapped
        case (.cancel, nil): self = .cancelTapped
        default: return nil
        }
    }
}
