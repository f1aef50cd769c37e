// An LD_PRELOAD shim for `trackplan-benchmarks track`: records every CLOCK_MONOTONIC read of the main thread (the
// benchmark's own before/after pair around each call) and times the system calls the log makes, on every thread, so
// classify.py can say which calls were slow and what they did. No rebuild of the benchmark; about 20 ns per call.
//   cc -O2 -shared -fPIC -o /tmp/track-tail.so scripts/track-tail/shim.c -ldl
//   TRACK_TAIL_OUT=/tmp/run.bin LD_PRELOAD=/tmp/track-tail.so trackplan-benchmarks track 80000 10
//   python3 scripts/track-tail/classify.py /tmp/run.bin 80000
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

// kind: 0 a main-thread CLOCK_MONOTONIC read (t = the time read, argument = its call site), else a system call (t =
// its start, then its duration and one argument).
typedef struct { uint64_t t, duration, argument; uint32_t kind, thread; } Record;
enum { capacity = 4 << 20 };
static Record *records;
static _Atomic uint32_t used;
static __thread int onMain = -1;
static int (*realClock)(clockid_t, struct timespec *);

static uint64_t now(void) {
    struct timespec ts;
    if (!realClock) realClock = dlsym(RTLD_NEXT, "clock_gettime");
    realClock(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static int isMain(void) {
    if (onMain < 0) onMain = syscall(SYS_gettid) == getpid();
    return onMain;
}

__attribute__((constructor)) static void start(void) {
    records = mmap(0, capacity * sizeof(Record), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0);
}

static void record(uint32_t kind, uint64_t t, uint64_t duration, uint64_t argument) {
    uint32_t index = atomic_fetch_add(&used, 1);
    if (!records || records == MAP_FAILED || index >= capacity) return;
    records[index] = (Record){t, duration, argument, kind, isMain() ? 0 : (uint32_t)syscall(SYS_gettid)};
}

__attribute__((destructor)) static void finish(void) {
    const char *path = getenv("TRACK_TAIL_OUT");
    FILE *file = path ? fopen(path, "w") : NULL;
    if (!file) return;
    uint32_t count = used < capacity ? used : capacity;
    fwrite(records, sizeof(Record), count, file);
    fclose(file);
}

int clock_gettime(clockid_t clock, struct timespec *ts) {
    if (!realClock) realClock = dlsym(RTLD_NEXT, "clock_gettime");
    int result = realClock(clock, ts);
    if (clock == CLOCK_MONOTONIC && isMain())
        record(0, (uint64_t)ts->tv_sec * 1000000000u + (uint64_t)ts->tv_nsec, 0, (uint64_t)__builtin_return_address(0));
    return result;
}

#define TIMED(kind, type, name, parameters, arguments, argument)                 \
    type name parameters {                                                       \
        static type(*real) parameters;                                           \
        if (!real) real = dlsym(RTLD_NEXT, #name);                               \
        uint64_t before = now();                                                 \
        type result = real arguments;                                            \
        record(kind, before, now() - before, (uint64_t)(argument));              \
        return result;                                                           \
    }
TIMED(1, int, posix_fallocate, (int fd, off_t offset, off_t length), (fd, offset, length), length)
TIMED(2, int, madvise, (void *address, size_t length, int advice), (address, length, advice), advice)
TIMED(3, void *, mmap, (void *a, size_t l, int p, int f, int fd, off_t o), (a, l, p, f, fd, o), l)
TIMED(4, int, munmap, (void *address, size_t length), (address, length), length)
TIMED(6, int, unlink, (const char *path), (path), 0)
TIMED(7, int, ftruncate, (int fd, off_t length), (fd, length), length)
TIMED(8, int, fsync, (int fd), (fd), fd)
TIMED(9, int, pthread_cond_signal, (pthread_cond_t * condition), (condition), 0)
TIMED(10, int, posix_fadvise, (int fd, off_t offset, off_t length, int advice), (fd, offset, length, advice), advice)

int open(const char *path, int flags, ...) {
    static int (*real)(const char *, int, ...);
    if (!real) real = dlsym(RTLD_NEXT, "open");
    va_list list;
    va_start(list, flags);
    int mode = va_arg(list, int);
    va_end(list);
    uint64_t before = now();
    int result = real(path, flags, mode);
    record(5, before, now() - before, (uint64_t)flags);
    return result;
}
