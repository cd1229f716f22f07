import Glibc

/// A value that one thread at a time reaches: `withLock` holds a pthread mutex around its body.
///
///     let seen = Locked<[String]>([])
///     seen.withLock { $0.append("home") }
///
/// Not `Synchronization.Mutex`: on Linux that one waits on a futex from code ThreadSanitizer
/// does not instrument, so TSan sees no order between two threads' turns and reports every
/// access under it as a race (two threads appending to a `Mutex<[Int]>` 10,000 times each end
/// with 20,000 elements and one "Swift access race"). TSan intercepts `pthread_mutex_lock`, so
/// with this lock `scripts/sanitize` checks the code that uses it instead of crying wolf.
public final class Locked<Value: Sendable>: @unchecked Sendable {
    // `@unchecked`: `value` is a `var`, read and written only between lock and unlock below.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    public init(_ value: Value) {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        self.value = value
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
