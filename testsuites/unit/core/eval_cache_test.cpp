// The search threads' cache of static evaluations: a miss evaluates and keeps the value, a hit returns
// it without evaluating, keys that share a slot replace each other and are never confused.
#include <catch2/catch.hpp>

#include "eval_cache.h"

using namespace inchworm;

namespace eval_cache_test {

TEST_CASE("eval cache: an empty cache misses, even for key 0", "[eval_cache]") {
  const EvalCache cache(4);
  CHECK_FALSE(cache.probe(0).has_value());
  CHECK_FALSE(cache.probe(12345).has_value());
}

TEST_CASE("eval cache: a stored value is found again, negative values too", "[eval_cache]") {
  EvalCache cache(4);
  cache.store(0x1234'5678'9abc'def1ULL, -317);
  cache.store(0, 42);
  REQUIRE(cache.probe(0x1234'5678'9abc'def1ULL) == -317);
  REQUIRE(cache.probe(0) == 42);
}

TEST_CASE("eval cache: get evaluates on a miss only", "[eval_cache]") {
  EvalCache cache(6);
  int calls = 0;
  auto eval = [&calls] { return ++calls * 10; };
  CHECK(cache.get(77, eval) == 10);
  CHECK(cache.get(77, eval) == 10);
  CHECK(calls == 1);
  CHECK(cache.get(78, eval) == 20);
  CHECK(calls == 2);
}

TEST_CASE("eval cache: keys of one slot replace each other and are not confused", "[eval_cache]") {
  EvalCache cache(4);  // 16 slots: keys 16 apart share one
  cache.store(3, 100);
  cache.store(3 + 16, 200);
  CHECK_FALSE(cache.probe(3).has_value());
  CHECK(cache.probe(3 + 16) == 200);
  // Another slot is untouched.
  cache.store(4, 300);
  CHECK(cache.probe(3 + 16) == 200);
  CHECK(cache.probe(4) == 300);
}

}  // namespace eval_cache_test
