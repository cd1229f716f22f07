import CoordinatorKit
import Dispatch
import Foundation
import Testing

struct LockedTests {
    /// Two threads add 1 to one counter 100,000 times each; none of the additions is lost.
    /// (Unlocked, `value += 1` from two threads loses some; under `scripts/sanitize` TSan also
    /// checks that each thread's turn is ordered after the other's, which it could not see
    /// with `Synchronization.Mutex`.)
    @Test func twoThreadsAddingAtOnceLoseNothing() {
        let counter = Locked(0)
        let finished = DispatchGroup()
        for _ in 1...2 {
            finished.enter()
            Thread {
                for _ in 0..<100_000 { counter.withLock { $0 += 1 } }
                finished.leave()
            }.start()
        }
        finished.wait()
        #expect(counter.withLock { $0 } == 200_000)
    }

    @Test func whatTheBodyReturnsOrThrowsComesBack() {
        struct Refused: Error {}
        let names = Locked(["home"])
        #expect(
            names.withLock {
                $0.append("about"); return $0.count
            } == 2)
        #expect(throws: Refused.self) { try names.withLock { _ in throw Refused() } }
        #expect(names.withLock { $0 } == ["home", "about"])
    }
}
