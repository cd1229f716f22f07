/// What the controllers report, as in the article: they call "this happened", never
/// "go there". Whoever implements it decides where the user goes.
protocol FirstControllerDelegate: AnyObject {
    /// The first controller's action button was tapped.
    func firstControllerDidTapAction(_ controller: FirstViewController) throws
}
