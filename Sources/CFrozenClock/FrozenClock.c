// Freezes the wall clock of a process at TANDEM_FROZEN_TIME (seconds since 1970) when loaded with LD_PRELOAD:
// CLOCK_REALTIME, gettimeofday and time report that instant; every other clock passes through untouched.
//
// Showcase's headless renderer runs under it so `Text(Date(), style: .time)` shows 9:41 in pictures. libfaketime
// does this job too, but it also shifts the absolute deadlines of every timerfd by the fake offset, monotonic
// ones included even with FAKETIME_DONT_FAKE_MONOTONIC=1 (libfaketime issue #378), which stalls libdispatch's
// timers (`asyncAfter`, `Task.sleep`) and the run loop. This shim touches only the wall clock.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdlib.h>
#include <sys/time.h>
#include <time.h>

static int frozen_seconds(time_t *seconds) {
  const char *value = getenv("TANDEM_FROZEN_TIME");
  if (value == NULL || *value == '\0') return 0;
  char *end = NULL;
  long long parsed = strtoll(value, &end, 10);
  if (end == value) return 0;
  *seconds = (time_t)parsed;
  return 1;
}

static int is_wall_clock(clockid_t clock) {
  return clock == CLOCK_REALTIME || clock == CLOCK_REALTIME_COARSE || clock == CLOCK_TAI;
}

int clock_gettime(clockid_t clock, struct timespec *ts) {
  static int (*real)(clockid_t, struct timespec *) = NULL;
  time_t seconds;
  if (is_wall_clock(clock) && frozen_seconds(&seconds)) {
    ts->tv_sec = seconds;
    ts->tv_nsec = 0;
    return 0;
  }
  if (real == NULL) real = (int (*)(clockid_t, struct timespec *))dlsym(RTLD_NEXT, "clock_gettime");
  return real(clock, ts);
}

int gettimeofday(struct timeval *restrict tv, void *restrict tz) {
  static int (*real)(struct timeval *restrict, void *restrict) = NULL;
  time_t seconds;
  if (frozen_seconds(&seconds)) {
    tv->tv_sec = seconds;
    tv->tv_usec = 0;
    return 0;
  }
  if (real == NULL) real = (int (*)(struct timeval *restrict, void *restrict))dlsym(RTLD_NEXT, "gettimeofday");
  return real(tv, tz);
}

time_t time(time_t *out) {
  static time_t (*real)(time_t *) = NULL;
  time_t seconds;
  if (frozen_seconds(&seconds)) {
    if (out != NULL) *out = seconds;
    return seconds;
  }
  if (real == NULL) real = (time_t (*)(time_t *))dlsym(RTLD_NEXT, "time");
  return real(out);
}
