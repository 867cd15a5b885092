// The tunables (tunable.h): set by name within their range, errors naming the bad name or value, and
// every game's table listing all its members with defaults inside their ranges and distinct names.
#include <array>
#include <catch2/catch.hpp>
#include <set>
#include <string>

#include "rodeffer/params.h"
#include "steere/params.h"
#include "tunable.h"
#include "wormchess/params.h"

using namespace inchworm;

namespace tunable_test {
namespace {

struct TwoParams {
  Tunable width{"Width", 25, 5, 400, 5};
  Tunable depth{"Depth", 3, 1, 10, 1};
  auto all() { return std::array{&width, &depth}; }
};

// One member left out of all().
struct OneForgotten {
  Tunable width{"Width", 25, 5, 400, 5};
  Tunable depth{"Depth", 3, 1, 10, 1};
  auto all() { return std::array{&width}; }
};

template <class Params>
void check_table(const char* game) {
  INFO(game);
  STATIC_REQUIRE(tunables_listed<Params>());
  Params params;
  std::set<std::string> names;
  for (const Tunable* t : params.all()) {
    INFO(std::string(t->name()));
    CHECK(names.insert(std::string(t->name())).second);
    CHECK(t->value() == t->default_value());
    CHECK(t->min() <= t->default_value());
    CHECK(t->default_value() <= t->max());
    CHECK(t->step() > 0);
  }
  CHECK_FALSE(names.empty());
}

}  // namespace

TEST_CASE("tunables: set by name within the range, errors naming the unknown name or the value", "[tunable]") {
  TwoParams p;
  CHECK(p.width.value() == 25);
  CHECK_FALSE(set_tunable(p, "Width", 40));
  CHECK(p.width.value() == 40);
  CHECK(p.width.default_value() == 25);
  const auto out = set_tunable(p, "Depth", 11);
  REQUIRE(out);
  CHECK(out->message.find("11") != std::string::npos);
  CHECK(out->message.find("Depth") != std::string::npos);
  CHECK(p.depth.value() == 3);  // unchanged
  const auto unknown = set_tunable(p, "Breadth", 2);
  REQUIRE(unknown);
  CHECK(unknown->message.find("'Breadth'") != std::string::npos);
  CHECK(find_tunable(p, "Depth") == &p.depth);
  CHECK(find_tunable(p, "depth") == nullptr);  // names are exact
}

TEST_CASE("tunables: take_values copies the values of the same names and leaves the others", "[tunable]") {
  TwoParams from;
  CHECK_FALSE(set_tunable(from, "Width", 40));
  CHECK_FALSE(set_tunable(from, "Depth", 7));
  struct WidthOnly {
    Tunable width{"Width", 25, 5, 400, 5};
    Tunable breadth{"Breadth", 9, 0, 20, 1};
    auto all() { return std::array{&width, &breadth}; }
  } into;
  const auto listed = from.all();
  take_values(into, {listed.begin(), listed.end()});
  CHECK(into.width.value() == 40);
  CHECK(into.breadth.value() == 9);  // no tunable of that name in `from`
  CHECK(into.width.default_value() == 25);
}

TEST_CASE("tunables: a table that leaves a member out of all() is caught", "[tunable]") {
  STATIC_REQUIRE(tunables_listed<TwoParams>());
  STATIC_REQUIRE_FALSE(tunables_listed<OneForgotten>());
}

TEST_CASE("tunables: every game's search table lists distinct names with defaults in range", "[tunable]") {
  check_table<rodeffer::SearchParams>("rodeffer");
  check_table<steere::SearchParams>("steere");
  check_table<wormchess::SearchParams>("wormchess");
}

}  // namespace tunable_test
