import CoordinatorKit
import Foundation
import Synchronization
import Testing

@Suite("Shared log")
struct SharedLogTests {
    @Test func copiesNeverSeeEachOthersAppends() {
        var log = SharedLog([1])
        let older = log
        log.append(2)
        var branch = older
        branch.append(3)
        log.append(4)
        #expect(Array(older) == [1])
        #expect(Array(log) == [1, 2, 4])
        #expect(Array(branch) == [1, 3])
        #expect(log != branch && older == SharedLog([1]) && log == SharedLog([1, 2, 4]))
    }

    /// A list screen's page: the newest `limit` elements, newest first, of this copy only (an
    /// older copy shares a buffer that holds more).
    @Test func theNewestAreTheLastElementsOfThisCopyLastFirst() {
        var log = SharedLog([1, 2, 3])
        let older = log
        log.append(4)
        #expect(Array(log.newest(2)) == [4, 3])
        #expect(Array(log.newest(4)) == [4, 3, 2, 1])
        #expect(Array(log.newest(10)) == [4, 3, 2, 1])
        #expect(Array(log.newest(0)).isEmpty && Array(log.newest(-1)).isEmpty)
        #expect(Array(older.newest(2)) == [3, 2], "an older copy does not see the newer element")
        #expect(Array(older.newest(5)) == [3, 2, 1])
        #expect(Array(SharedLog<Int>().newest(5)).isEmpty)
        // The same page read under one lock, as a list screen writes it.
        func page(_ log: SharedLog<Int>, _ limit: Int) -> [Int] {
            var items: [Int] = []
            log.forEachNewest(limit) { items.append($0) }
            return items
        }
        for limit in [-1, 0, 1, 2, 3, 4, 5, 10] {
            #expect(page(log, limit) == Array(log.newest(limit)), "limit \(limit)")
            #expect(page(older, limit) == Array(older.newest(limit)), "an older copy, limit \(limit)")
        }
        #expect(page(log, 2) == [4, 3] && page(older, 5) == [3, 2, 1] && page(SharedLog<Int>(), 5).isEmpty)
    }

    /// `SharedLog` is `Sendable`: copies of one log may go to two threads and grow there at the
    /// same time. Each must end with its own elements, which a buffer shared without a lock does
    /// not give: both copies append in place, or one reads while the other moves the storage.
    /// Two threads meet before each of 5,000 logs and append to their own copy of it at once.
    /// (With the buffer unlocked, this crashed the test process with a bad pointer dereference.)
    @Test func copiesGrowingOnTwoThreadsAtOnceKeepTheirOwnElements() {
        let logs = (0..<5_000).map { SharedLog([$0]) }
        let race = Race()
        let results = Locked<[Int: [SharedLog<Int>]]>([:])
        let finished = DispatchGroup()
        for thread in 1...2 {
            finished.enter()
            Thread {
                var copies: [SharedLog<Int>] = []
                for (round, log) in logs.enumerated() {
                    race.meet(round: round)
                    var copy = log
                    copy.append(-thread)
                    copies.append(copy)
                }
                results.withLock { $0[thread] = copies }
                finished.leave()
            }.start()
        }
        finished.wait()
        let (ones, twos) = results.withLock { ($0[1] ?? [], $0[2] ?? []) }
        let wrong = logs.indices.filter { Array(ones[$0]) != [$0, -1] || Array(twos[$0]) != [$0, -2] }
        #expect(wrong.isEmpty, "\(wrong.count) of \(logs.count) copies hold the other copy's element")
        #expect(logs.indices.allSatisfy { Array(logs[$0]) == [$0] }, "the originals are as they were")
    }
}

/// Where two threads wait for each other before each round, so that their rounds overlap.
private final class Race: Sendable {
    private let arrived = Atomic<Int>(0)

    /// Returns when both threads have reached `round`.
    func meet(round: Int) {
        arrived.add(1, ordering: .sequentiallyConsistent)
        var spins = 0
        while arrived.load(ordering: .sequentiallyConsistent) < 2 * (round + 1) {
            spins += 1
            if spins % 10_000 == 0 { sched_yield() }  // the other thread may be off its core
        }
    }
}
