// Whether this test executable is built with a sanitizer (scripts/build sanitize or thread), for the
// tests that search or play much: there they take a smaller budget, since the sanitizers run the code
// several times slower and what they look for (memory, undefined behaviour, races) needs no depth.
// GCC names the sanitizers with __SANITIZE_*__, clang (14) only through __has_feature.
#pragma once

namespace testing_support {

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
inline constexpr bool kSanitized = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || __has_feature(undefined_behavior_sanitizer)
inline constexpr bool kSanitized = true;
#else
inline constexpr bool kSanitized = false;
#endif
#else
inline constexpr bool kSanitized = false;
#endif

}  // namespace testing_support
