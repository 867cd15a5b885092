#include "rules.h"

namespace inchworm::rodeffer {
namespace {

const char* topology_name(Topology t) {
  return t == Topology::Plane ? "plane" : t == Topology::Cylinder ? "cylinder" : "torus";
}
const char* capture_name(CaptureRule c) { return c == CaptureRule::Original ? "original" : "modern"; }

}  // namespace

std::vector<OptionSpec> rules_options() {
  using T = OptionSpec::Type;
  const std::string pieces = std::to_string(kMaxPieces);
  return {
      {"Topology", T::Combo, "plane", 0, 0, {"plane", "cylinder", "torus"}},
      {"CaptureRule", T::Combo, "original", 0, 0, {"original", "modern"}},
      {"TargetScore", T::Spin, "60", 1, kMaxTargetScore, {}},
      {"PrisonerDrops", T::Check, "false", 0, 0, {}},
      {"RedPieces", T::Spin, pieces, 1, kMaxPieces, {}},
      {"BluePieces", T::Spin, pieces, 1, kMaxPieces, {}},
      {"QuietLimit", T::Spin, "0", 0, kMaxQuietLimit, {}},
  };
}

MaybeError set_rules_option(Rules& rules, const std::string& name, const std::string& value) {
  const auto specs = rules_options();
  const OptionSpec* spec = find_option(specs, name);
  if (!spec) return Error{"unknown option: " + name};
  std::string v;
  if (auto bad = check_option_value(*spec, value, v); !bad.empty()) return Error{bad};
  const std::string& n = spec->name;
  if (n == "Topology")
    rules.topology = v == "plane" ? Topology::Plane : v == "cylinder" ? Topology::Cylinder : Topology::Torus;
  else if (n == "CaptureRule")
    rules.capture = v == "original" ? CaptureRule::Original : CaptureRule::Modern;
  else if (n == "TargetScore")
    rules.target = std::stoi(v);
  else if (n == "PrisonerDrops")
    rules.prisoner_drops = v == "true";
  else if (n == "RedPieces")
    rules.pieces[RED] = std::stoi(v);
  else if (n == "BluePieces")
    rules.pieces[BLUE] = std::stoi(v);
  else
    rules.quiet_limit = std::stoi(v);
  return std::nullopt;
}

std::string rules_option_value(const Rules& rules, const std::string& name) {
  if (same_option_name(name, "Topology")) return topology_name(rules.topology);
  if (same_option_name(name, "CaptureRule")) return capture_name(rules.capture);
  if (same_option_name(name, "TargetScore")) return std::to_string(rules.target);
  if (same_option_name(name, "PrisonerDrops")) return rules.prisoner_drops ? "true" : "false";
  if (same_option_name(name, "RedPieces")) return std::to_string(rules.pieces[RED]);
  if (same_option_name(name, "BluePieces")) return std::to_string(rules.pieces[BLUE]);
  if (same_option_name(name, "QuietLimit")) return std::to_string(rules.quiet_limit);
  return {};
}

std::string describe(const Rules& rules) {
  std::string s = std::string("topology ") + topology_name(rules.topology) + ", capture " +
                  capture_name(rules.capture) + ", target " + std::to_string(rules.target) + ", prisoner drops " +
                  (rules.prisoner_drops ? "on" : "off");
  if (rules.pieces[RED] != kMaxPieces || rules.pieces[BLUE] != kMaxPieces)
    s += ", pieces " + std::to_string(rules.pieces[RED]) + "/" + std::to_string(rules.pieces[BLUE]);
  if (rules.quiet_limit) s += ", quiet limit " + std::to_string(rules.quiet_limit);
  return s;
}

std::optional<OptionValues> described_rules_item(std::string_view key, std::string_view value) {
  const std::string k(key), v(value);
  if (same_option_name(k, "topology")) return OptionValues{{"Topology", v}};
  if (same_option_name(k, "capture")) return OptionValues{{"CaptureRule", v}};
  if (same_option_name(k, "target")) return OptionValues{{"TargetScore", v}};
  if (same_option_name(k, "prisoner drops"))
    return OptionValues{{"PrisonerDrops", v == "on" ? "true" : v == "off" ? "false" : v}};
  if (same_option_name(k, "pieces") && v.find('/') != std::string::npos)
    return OptionValues{{"RedPieces", v.substr(0, v.find('/'))}, {"BluePieces", v.substr(v.find('/') + 1)}};
  return std::nullopt;
}

}  // namespace inchworm::rodeffer
